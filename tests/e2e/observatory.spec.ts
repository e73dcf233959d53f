/**
 * The HTTP Observatory's header tests (scripts/bench-observatory-rules.ts, a
 * re-implementation of MDN's scoring) on the served site. Redirection and HSTS
 * need HTTPS, which the test server does not speak; `npm run bench:observatory`
 * scores those behind an emulated TLS proxy.
 */
import type { APIResponse } from "@playwright/test";
import { score, type Headers, type ScanInput } from "../../scripts/bench-observatory-rules.ts";
import { expect, test } from "./fixtures";

const FOREIGN = "https://http-observatory.security.mozilla.org";
const TLS_TESTS = new Set(["redirection", "strict-transport-security"]);

function headersOf(response: APIResponse): Headers {
  const out: Headers = {};
  for (const { name, value } of response.headersArray()) (out[name.toLowerCase()] ??= []).push(value);
  return out;
}

async function scan(request: import("@playwright/test").APIRequestContext, path: string, baseURL: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const cors = await request.get(path, { headers: { origin: FOREIGN }, maxRedirects: 0 });
  const input: ScanInput = {
    url: new URL(path, baseURL).href,
    auto: { status: response.status(), headers: headersOf(response), body: await response.text() },
    https: undefined,
    httpChain: undefined,
    cors: { origin: FOREIGN, headers: headersOf(cors) },
  };
  return score(input);
}

test("every Observatory test that does not need HTTPS passes without a penalty, with 20+ bonus points", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/", "/contact", "/product/1", "/quote-request", "/no-such-page"]) {
    const result = await scan(request, path, baseURL!);
    const scored = result.tests.filter((t) => !TLS_TESTS.has(t.test));
    const penalties = scored.filter((t) => t.modifier < 0).map((t) => `${t.test}: ${t.result} ${t.detail ?? ""}`);
    expect(penalties, path).toEqual([]);
    const bonus = scored.reduce((sum, t) => sum + t.modifier, 0);
    // Referrer-Policy +5, frame-ancestors +5, CORP same-origin +10: A+ (120) once HTTPS and its redirect are in front.
    expect(bonus, `${path}: ${scored.map((t) => `${t.test}=${t.modifier}`).join(", ")}`).toBeGreaterThanOrEqual(20);
  }
});

test("API answers carry the same protective headers and never open CORS to a foreign origin with credentials", async ({
  request,
}) => {
  for (const path of ["/api/config", "/healthz"]) {
    const response = await request.get(path, { headers: { origin: FOREIGN } });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["set-cookie"], path).toBeUndefined();
    const reflected = headers["access-control-allow-origin"] === FOREIGN;
    expect(reflected && headers["access-control-allow-credentials"] === "true", path).toBe(false);
  }
});
