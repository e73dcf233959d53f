import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleLinkPost, linkPageData } from "./link-page.server";
import { newsletterLinksContext, type NewsletterLink, type NewsletterLinks } from "./link-service";

const GOOD = "good-token";
function contextWith(follow: NewsletterLinks["follow"] = async () => "done") {
  const service = {
    // A token is made for one link: the confirm token is no unsubscribe token.
    verify: (link: NewsletterLink, t: string) => (t === `${GOOD}-${link}` ? "reader@example.com" : null),
    follow: vi.fn(follow),
  };
  const context = new RouterContextProvider();
  context.set(newsletterLinksContext, service);
  return { context, service };
}
const at = (link: NewsletterLink, token: string, init?: RequestInit) =>
  new Request(`http://site.test/newsletter/${link}?token=${encodeURIComponent(token)}`, init);
// RFC 8058: what a mail client's one-click request looks like.
const post = (link: NewsletterLink, token: string) =>
  at(link, token, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe.each(["confirm", "unsubscribe"] as const)("the /newsletter/%s page's loader and action", (link) => {
  const good = `${GOOD}-${link}`;

  it("asks first: opening the link changes nothing", () => {
    const { context, service } = contextWith();
    const answer = linkPageData(link, at(link, good), context);
    expect(answer.data).toEqual({ step: "ask", email: "reader@example.com", token: good });
    expect(service.follow).not.toHaveBeenCalled();
  });

  it("a post with a genuine token does what the link is for, for its address", async () => {
    const { context, service } = contextWith();
    const answer = await handleLinkPost(link, post(link, good), context);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ step: "done", email: "reader@example.com" });
    expect(service.follow).toHaveBeenCalledWith(link, "reader@example.com");
  });

  it("a missing or altered token, or one made for the other link, is a 400 page and changes nothing", async () => {
    const other = `${GOOD}-${link === "confirm" ? "unsubscribe" : "confirm"}`;
    for (const token of ["", good.toUpperCase(), "x.y", other]) {
      const { context, service } = contextWith();
      expect(linkPageData(link, at(link, token), context).init?.status).toBe(400);
      const answer = await handleLinkPost(link, post(link, token), context);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ step: "invalid" });
      expect(service.follow).not.toHaveBeenCalled();
    }
  });

  it("nothing left to do (an expired confirmation): 410 and the page says so", async () => {
    const { context } = contextWith(async () => "gone");
    const answer = await handleLinkPost(link, post(link, good), context);
    expect(answer.init?.status).toBe(410);
    expect(answer.data).toEqual({ step: "gone", email: "reader@example.com" });
  });

  it("storage down: 503 with Retry-After and a try-again page", async () => {
    const { context } = contextWith(async () => {
      throw new Error("SQLITE_BUSY");
    });
    const answer = await handleLinkPost(link, post(link, good), context);
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
    expect(answer.data).toEqual({ step: "try-later" });
  });
});
