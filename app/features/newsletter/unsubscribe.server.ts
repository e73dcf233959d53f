import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";
import { UNSUBSCRIBER, type Unsubscriber, type UnsubscribeState } from "./unsubscribe-service";

type Context = Readonly<RouterContextProvider>;
/** How long a client should wait when the database cannot take the write. */
const RETRY_AFTER_S = 30;

const serviceOf = (context: Context) => context.get(appContext)?.[UNSUBSCRIBER] as Unsubscriber | undefined;
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET: asks first — mail scanners open links, only people press buttons. */
export function unsubscribePageData(request: Request, context: Context) {
  const token = tokenOf(request);
  const email = serviceOf(context)?.verify(token);
  if (!email) return data<UnsubscribeState>({ step: "invalid" }, { status: 400 });
  return data<UnsubscribeState>({ step: "confirm", email, token });
}

/** POST: the page's button, or a mail client's RFC 8058 one-click request (its body carries nothing we need). */
export async function handleUnsubscribePost(request: Request, context: Context) {
  const service = serviceOf(context);
  const email = service?.verify(tokenOf(request));
  if (!service || !email) return data<UnsubscribeState>({ step: "invalid" }, { status: 400 });
  try {
    await service.unsubscribe(email);
  } catch {
    return data<UnsubscribeState>(
      { step: "try-later" },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S) } },
    );
  }
  return data<UnsubscribeState>({ step: "done", email });
}
