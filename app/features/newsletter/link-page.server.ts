import { data, type RouterContextProvider } from "react-router";
import { newsletterLinksContext, type LinkPageState, type NewsletterLink } from "./link-service";

type Context = Readonly<RouterContextProvider>;
/** How long a client should wait when the database cannot take the write. */
const RETRY_AFTER_S = 30;

/** The link service, or null when this server does not run it: the page then says the link cannot be used. */
const serviceOf = (context: Context) => context.get(newsletterLinksContext);
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET: asks first — mail scanners open links, only people press buttons. */
export function linkPageData(link: NewsletterLink, request: Request, context: Context) {
  const token = tokenOf(request);
  const email = serviceOf(context)?.verify(link, token);
  if (!email) return data<LinkPageState>({ step: "invalid" }, { status: 400 });
  return data<LinkPageState>({ step: "ask", email, token });
}

/**
 * POST: the page's button, or for unsubscribing a mail client's RFC 8058 one-click
 * request (its body carries nothing we need).
 */
export async function handleLinkPost(link: NewsletterLink, request: Request, context: Context) {
  const service = serviceOf(context);
  const email = service?.verify(link, tokenOf(request));
  if (!service || !email) return data<LinkPageState>({ step: "invalid" }, { status: 400 });
  let outcome: "done" | "gone";
  try {
    outcome = await service.follow(link, email);
  } catch {
    return data<LinkPageState>(
      { step: "try-later" },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S) } },
    );
  }
  return outcome === "done"
    ? data<LinkPageState>({ step: "done", email })
    : data<LinkPageState>({ step: "gone", email }, { status: 410 });
}
