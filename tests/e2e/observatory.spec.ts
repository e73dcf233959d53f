/**
 * MDN's HTTP Observatory tests (@mdn/mdn-http-observatory, run by
 * scripts/observatory.ts) on the served site. Redirection and HSTS need
 * HTTPS, which the test server does not speak; `npm run bench:observatory`
 * scores those behind a local TLS proxy.
 */
import { scan } from "../../scripts/observatory.ts";
import { expect, test } from "./fixtures";

const FOREIGN = "https://http-observatory.security.mozilla.org";
const TLS_TESTS = new Set(["redirection", "strict-transport-security"]);

test("every Observatory test that does not need HTTPS passes without a penalty, with 20+ bonus points", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  for (const path of ["/", "/contact", "/product/1", "/quote-request", "/no-such-page"]) {
    // HTTPS asked of the plain-HTTP port fails, as it does for a site without TLS.
    const result = await scan(port, port, path, { host: "127.0.0.1" });
    const scored = result.tests.filter((t) => !TLS_TESTS.has(t.test));
    const penalties = scored.filter((t) => t.modifier < 0).map((t) => `${t.test}: ${t.result}`);
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
