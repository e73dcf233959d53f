import { data, type RouterContextProvider } from "react-router";
import { requireService } from "~/lib/app-context";
import { notFound } from "~/lib/http";
import { privacyLinksContext, type ConfirmPageState, type DownloadPageState } from "./service";

type Context = Readonly<RouterContextProvider>;
/** How long a client should wait when the database cannot take the write. */
const RETRY_AFTER_S = 30;

const linksOf = (context: Context) =>
  requireService(context, privacyLinksContext, "Privacy requests are not available right now");
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * GET /privacy-request/confirm?token=…: asks first — mail scanners open links, only people press buttons. An altered
 * or unknown token is the 404 page; a genuine one whose days ran out says so (410).
 */
export async function confirmPageData(request: Request, context: Context) {
  const token = tokenOf(request);
  const target = await linksOf(context).open("confirm", token);
  if (!target) throw notFound();
  if (!target.usable) return data<ConfirmPageState>({ step: "gone" }, { status: 410 });
  return data<ConfirmPageState>({ step: "ask", email: target.email, request: target.request, token });
}

/** POST: the page's button confirms the request the token names. */
export async function handleConfirmPost(request: Request, context: Context) {
  const links = linksOf(context);
  let outcome: "done" | "gone" | null;
  try {
    outcome = await links.confirm(tokenOf(request));
  } catch {
    return data<ConfirmPageState>(
      { step: "try-later" },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S) } },
    );
  }
  if (outcome === null) throw notFound();
  if (outcome === "gone") return data<ConfirmPageState>({ step: "gone" }, { status: 410 });
  return data<ConfirmPageState>({ step: "done" });
}

/**
 * GET /privacy-request/download?token=…: the button that fetches the copy (a post to
 * /api/privacy-requests/download), while the link works; 410 once it has run out, the 404 page for an altered token.
 */
export async function downloadPageData(request: Request, context: Context) {
  const token = tokenOf(request);
  const target = await linksOf(context).open("download", token);
  if (!target) throw notFound();
  if (!target.usable) return data<DownloadPageState>({ step: "gone" }, { status: 410 });
  return data<DownloadPageState>({ step: "ready", token });
}
