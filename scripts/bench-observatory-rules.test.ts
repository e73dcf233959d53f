import { describe, expect, it } from "vitest";
import { gradeFor, score, type Headers, type ScanInput } from "./bench-observatory-rules.ts";

const GOOD: Headers = {
  "content-type": ["text/html; charset=utf-8"],
  "content-security-policy": [
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  ],
  "strict-transport-security": ["max-age=63072000; includeSubDomains; preload"],
  "referrer-policy": ["strict-origin-when-cross-origin"],
  "x-content-type-options": ["nosniff"],
  "x-frame-options": ["DENY"],
  "cross-origin-resource-policy": ["same-origin"],
};

function site(headers: Partial<Headers> = {}, body = '<script type="module" src="/assets/a.js"></script>'): ScanInput {
  const merged = Object.fromEntries(
    Object.entries({ ...GOOD, ...headers }).filter(([, v]) => v !== undefined),
  ) as Headers;
  return {
    url: "https://example.com/",
    auto: { status: 200, headers: merged, body },
    https: { headers: merged },
    httpChain: [
      { url: "http://example.com/", status: 301 },
      { url: "https://example.com/", status: 200 },
    ],
    cors: { origin: "https://http-observatory.security.mozilla.org", headers: {} },
  };
}

const outcome = (input: ScanInput, test: string) => score(input).tests.find((t) => t.test === test)!.result;

describe("HTTP Observatory scoring (re-implementation)", () => {
  it("gives a locked-down site every bonus: A+ at 130", () => {
    const result = score(site());
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
    // CSP default-src 'none' +10, referrer +5, frame-ancestors +5, CORP +10.
    expect(result.score).toBe(130);
    expect(result.grade).toBe("A+");
  });

  it("withholds every bonus while penalties keep the score below 90", () => {
    const input = site();
    input.httpChain = [{ url: "http://example.com/", status: 200 }];
    const result = score(input);
    expect(outcome(input, "redirection")).toBe("redirection-missing");
    expect(result.uncurved).toBe(80);
    expect(result.score).toBe(80);
    expect(result.grade).toBe("B+");
  });

  it("grades CSP as the Observatory does", () => {
    const csp = (policy: string) => outcome(site({ "content-security-policy": [policy] }), "content-security-policy");
    expect(csp("default-src 'self'; object-src 'none'")).toBe("csp-implemented-with-no-unsafe");
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe("csp-implemented-with-unsafe-inline");
    // A hash makes browsers ignore 'unsafe-inline'.
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-x='")).toBe(
      "csp-implemented-with-no-unsafe",
    );
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe("csp-implemented-with-unsafe-eval");
    expect(csp("default-src https:")).toBe("csp-implemented-with-unsafe-inline");
    expect(csp("default-src 'self'; img-src http://cdn.example")).toBe(
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    );
    expect(outcome(site({ "content-security-policy": undefined }), "content-security-policy")).toBe(
      "csp-not-implemented",
    );
    // frame-ancestors only counts from the header; X-Frame-Options then decides.
    expect(outcome(site({ "content-security-policy": ["default-src 'self'"] }), "x-frame-options")).toBe(
      "x-frame-options-sameorigin-or-deny",
    );
  });

  it("keeps the worst cookie finding and penalises reflected credentialed CORS", () => {
    expect(outcome(site({ "set-cookie": ["sessionid=1; Secure; SameSite=Lax"] }), "cookies")).toBe(
      "cookies-session-without-httponly-flag",
    );
    expect(outcome(site({ "set-cookie": ["pref=1; Secure; HttpOnly; SameSite=Strict"] }), "cookies")).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
    expect(outcome(site({ "set-cookie": ["pref=1"] }), "cookies")).toBe(
      "cookies-without-secure-flag-but-protected-by-hsts",
    );
    const cors = site();
    cors.cors = {
      origin: "https://evil.example",
      headers: {
        "access-control-allow-origin": ["https://evil.example"],
        "access-control-allow-credentials": ["true"],
      },
    };
    expect(score(cors).tests.find((t) => t.test === "cross-origin-resource-sharing")!.modifier).toBe(-50);
  });

  it("checks HSTS, redirects and third-party scripts", () => {
    expect(outcome(site({ "strict-transport-security": ["max-age=300"] }), "strict-transport-security")).toBe(
      "hsts-implemented-max-age-less-than-six-months",
    );
    const plain = site();
    plain.https = undefined;
    expect(outcome(plain, "strict-transport-security")).toBe("hsts-not-implemented-no-https");
    const offHost = site();
    offHost.httpChain = [
      { url: "http://example.com/", status: 301 },
      { url: "https://www.other.org/", status: 200 },
    ];
    expect(outcome(offHost, "redirection")).toBe("redirection-off-host-from-http");
    expect(outcome(site({}, '<script src="https://cdn.other.org/x.js"></script>'), "subresource-integrity")).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    expect(outcome(site({}, '<script src="http://cdn.other.org/x.js"></script>'), "subresource-integrity")).toBe(
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    );
  });

  it("uses the Observatory's grade chart", () => {
    expect([135, 100, 95, 90, 89, 80, 79, 64, 24, -10].map(gradeFor)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "B",
      "C+",
      "F",
      "F",
    ]);
  });
});
