import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appContext } from "~/lib/app-context";
import { handleUnsubscribePost, unsubscribePageData } from "./unsubscribe.server";
import { UNSUBSCRIBER, type Unsubscriber } from "./unsubscribe-service";

const GOOD = "good-token";
function contextWith(unsubscribe: Unsubscriber["unsubscribe"] = async () => {}) {
  const service = {
    verify: (t: string) => (t === GOOD ? "reader@example.com" : null),
    unsubscribe: vi.fn(unsubscribe),
  };
  const context = new RouterContextProvider();
  context.set(appContext, { [UNSUBSCRIBER]: service });
  return { context, service };
}
const at = (token: string, init?: RequestInit) =>
  new Request(`http://site.test/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, init);
// RFC 8058: what a mail client's one-click request looks like.
const oneClick = (token: string) =>
  at(token, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe("the unsubscribe page's loader and action", () => {
  it("asks first: opening the link changes nothing", () => {
    const { context, service } = contextWith();
    const answer = unsubscribePageData(at(GOOD), context);
    expect(answer.data).toEqual({ step: "confirm", email: "reader@example.com", token: GOOD });
    expect(service.unsubscribe).not.toHaveBeenCalled();
  });

  it("a post with a genuine token unsubscribes its address", async () => {
    const { context, service } = contextWith();
    const answer = await handleUnsubscribePost(oneClick(GOOD), context);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ step: "done", email: "reader@example.com" });
    expect(service.unsubscribe).toHaveBeenCalledWith("reader@example.com");
  });

  it("a missing or altered token is a 400 page and unsubscribes no one", async () => {
    for (const token of ["", "good-tokeN", "x.y"]) {
      const { context, service } = contextWith();
      expect(unsubscribePageData(at(token), context).init?.status).toBe(400);
      const answer = await handleUnsubscribePost(oneClick(token), context);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ step: "invalid" });
      expect(service.unsubscribe).not.toHaveBeenCalled();
    }
  });

  it("storage down: 503 with Retry-After and a try-again page", async () => {
    const { context } = contextWith(async () => {
      throw new Error("SQLITE_BUSY");
    });
    const answer = await handleUnsubscribePost(oneClick(GOOD), context);
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
    expect(answer.data).toEqual({ step: "try-later" });
  });
});
