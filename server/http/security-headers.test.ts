import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { contentSecurityPolicy, cspHosts, inlineScriptHashes, originOfTemplate } from "./security-headers.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script once and ignores external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script><script>a()</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b"')]);
  });
});

describe("CSP hosts from configuration", () => {
  it("allows the tile server and geocoder but no chat host when chat is off", () => {
    const hosts = cspHosts(parseEnv({}));
    expect(hosts.img).toContain("https://*.tile.openstreetmap.org");
    expect(hosts.connect).toContain("https://nominatim.openstreetmap.org");
    expect(hosts.script).toEqual([]);
  });

  it("adds the chat CDN and runtime only when a chat project is configured", () => {
    const hosts = cspHosts(
      parseEnv({
        CHAT_PROJECT_ID: "p1",
        CHAT_RUNTIME_URL: "https://runtime.chat.test",
        CHAT_SCRIPT_URL: "https://cdn.chat.test/w.js",
      }),
    );
    expect(hosts.script).toEqual(["https://cdn.chat.test"]);
    expect(hosts.connect).toContain("https://runtime.chat.test");
  });

  it("never allows the EmailJS API: the forms post to the site itself, which sends through the outbox", () => {
    expect(cspHosts(parseEnv({})).connect).not.toContain("https://api.emailjs.com");
  });

  it("lets a form's answer go to Stripe Checkout only when card payments are set up (issue 33)", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(cspHosts(parseEnv({})).form).toEqual([]);
    expect(cspHosts(parseEnv(stripe)).form).toEqual(["https://checkout.stripe.com"]);
    expect(cspHosts(parseEnv({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:4312" })).form).toEqual([
      "http://127.0.0.1:4312",
    ]);
    expect(contentSecurityPolicy(cspHosts(parseEnv(stripe)), [])).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
  });

  it("turns a tile template with a subdomain placeholder into a wildcard origin", () => {
    expect(originOfTemplate("https://{s}.tiles.test/{z}/{x}/{y}.png")).toBe("https://*.tiles.test");
    expect(originOfTemplate("not a url")).toBeUndefined();
  });
});

describe("the policy itself", () => {
  it("never allows inline or eval'd script and locks framing, plugins and form targets", () => {
    const csp = contentSecurityPolicy(cspHosts(parseEnv({})), [sha("x")]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("x")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy(cspHosts(parseEnv({})), [], true)).toContain("upgrade-insecure-requests");
  });
});
