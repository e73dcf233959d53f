import { raw } from "../raw-http";
import { test, expect } from "./fixtures";
import { startOwnServer } from "./own-server";

/**
 * Issue 19: a no-script form post refused by the rate limit tells the browser when to
 * try again, as the API does. The suite's own server allows 500 posts (its tests share
 * one address), so this spec starts the same build with a limit of one.
 */
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let base = "";

test.beforeAll(async () => {
  server = await startOwnServer({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_S: "600" });
  base = server.url;
});

test.afterAll(() => server?.stop());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const post = (target: string, fields: Record<string, string>) =>
  raw(base, target, { method: "POST", headers: FORM, chunks: [Buffer.from(new URLSearchParams(fields).toString())] });

const FORMS: { target: string; fields: Record<string, string> }[] = [
  { target: "/contact", fields: { user_name: "Jane Doe", user_email: "jane@example.com", message: "Hello" } },
  { target: "/quote-request", fields: { user_name: "John Roe", user_email: "john@example.com" } },
  { target: "/newsletter", fields: { email: "reader@example.com" } },
  { target: "/book", fields: { user_name: "Ann Lee", user_email: "ann@example.com" } },
];

test("a no-script post over the rate limit answers 429 with Retry-After and the page, values kept", async () => {
  for (const { target, fields } of FORMS) {
    const first = await post(target, fields);
    expect(first.status, target).not.toBe(429);
    const refused = await post(target, fields);
    expect(refused.status, target).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(Number.isInteger(wait) && wait > 0 && wait <= 600, `${target} Retry-After ${wait}`).toBe(true);
    expect(refused.headers["content-type"], target).toMatch(/^text\/html/);
    // The visitor's entry comes back with the page, so nothing typed is lost while waiting.
    expect(refused.body.toString(), target).toContain(fields.user_email ?? fields.email!);
  }
});
