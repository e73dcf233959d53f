import type { RouterContextProvider } from "react-router";
import { whenLabel } from "~/features/booking/format";
import type { InboxFilter } from "./back-office";
import { backOfficeOf, requireStaff } from "./guard.server";
import { parseInboxFilter } from "./inbox-filter";

type Context = Readonly<RouterContextProvider>;

const EMPTY: InboxFilter = { q: "", kind: "", status: "", from: "", to: "", page: 1 };

/** GET /admin: the filtered page of leads; a bad filter value is named, and the inbox shows unfiltered. */
export async function inboxPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const office = backOfficeOf(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseInboxFilter(params);
  const filter = parsed.ok ? parsed.filter : EMPTY;
  const page = await office.inbox(filter);
  const typed = Object.fromEntries(["q", "kind", "status", "from", "to"].map((k) => [k, params.get(k) ?? ""]));
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    filter: parsed.ok ? filter : { ...EMPTY, ...typed },
    errors: parsed.ok ? {} : parsed.fields,
    ...page,
    items: page.items.map((item) => ({ ...item, received: whenLabel(item.created_at, office.timeZone) })),
  };
}
