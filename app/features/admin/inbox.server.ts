import { staffTextsContext } from "~/features/texts/service";
import { data, redirect, type RouterContextProvider } from "react-router";
import { shortDateLabel, timeLabel } from "~/features/booking/format";
import type { InboxFilter } from "./back-office";
import { backOfficeOf } from "./services.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";
import { isEmail } from "../privacy/privacy-request";
import { parseInboxFilter } from "./inbox-filter";
import { INBOX_PATH } from "./paths";

type Context = Readonly<RouterContextProvider>;

/** "Tue, Dec 1 · 9:00 AM ET": short enough that a lead card on a phone says when on one line (issue 40). */
const receivedLabel = (iso: string, timeZone: string) =>
  `${shortDateLabel(iso, timeZone)} · ${timeLabel(iso, timeZone)}`;

const EMPTY: InboxFilter = { q: "", kind: "", status: "", locale: "", from: "", to: "", page: 1 };

/** GET /admin: the filtered page of leads; a bad filter value is named, and the inbox shows unfiltered. */
export async function inboxPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const office = backOfficeOf(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseInboxFilter(params);
  const filter = parsed.ok ? parsed.filter : EMPTY;
  const page = await office.inbox(filter);
  const typed = Object.fromEntries(
    ["q", "kind", "status", "locale", "from", "to"].map((k) => [k, params.get(k) ?? ""]),
  );
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    filter: parsed.ok ? filter : { ...EMPTY, ...typed },
    errors: parsed.ok ? {} : parsed.fields,
    ...page,
    items: page.items.map((item) => ({ ...item, received: receivedLabel(item.created_at, office.timeZone) })),
    /** The search is one e-mail address: offer that person's privacy request. */
    privacyEmail: parsed.ok && isEmail(filter.q) ? filter.q.trim() : null,
    erased: params.has("erased") ? Math.max(0, Number.parseInt(params.get("erased") ?? "0", 10) || 0) : null,
    /** Texts customers sent that no one has read on their lead's page (issue 35). */
    unreadTexts: (await context.get(staffTextsContext)?.unread()) ?? 0,
  };
}

export type InboxActionData = { message: string; confirmErase?: string };

/** POST /admin: a privacy erasure for the searched address, asked first (`confirm=1` erases). */
export async function handleInboxPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const email = (form.email ?? "").trim();
  const answer = (status: number, body: InboxActionData) => data(body, { status, headers: ADMIN_HEADERS });
  if (form.intent !== "erase") return answer(400, { message: "Unknown action." });
  if (!isEmail(email)) return answer(400, { message: "Search for the person's whole e-mail address first." });
  if (form.confirm !== "1") return answer(200, { message: "", confirmErase: email });
  const erased = await backOfficeOf(context).privacyErase(email, session.user.email, client);
  return redirect(`${INBOX_PATH}?erased=${erased}`, { status: 303, headers: ADMIN_HEADERS });
}
