import { createHash } from "node:crypto";
import type { Env } from "../env.ts";
import { siteConfig } from "../site-config.ts";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions for every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = new Set([...html.matchAll(INLINE_SCRIPT)].flatMap(([, body]) => body || []));
  return [...bodies].map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org" */
export function originOfTemplate(template: string): string | undefined {
  const url = URL.parse(template.replace("{s}", "subdomain-placeholder"));
  return url ? `${url.protocol}//${url.host.replace("subdomain-placeholder", "*")}` : undefined;
}

const originOf = (url: string | undefined) => (url ? URL.parse(url)?.origin : undefined);

export type CspHosts = Record<"img" | "connect" | "script" | "frame" | "form", string[]>;

/**
 * Where a form may send the browser: the deposit's form posts to the site, which answers 303 to Stripe Checkout, and
 * browsers hold the redirect of a form post to `form-action` too (issue 33). Stripe's own API is answered by its
 * checkout pages at checkout.stripe.com; another STRIPE_API_BASE (the tests' fake) serves its checkout page itself.
 */
export function checkoutOrigin(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): string | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const api = new URL(env.STRIPE_API_BASE);
  return api.hostname === "api.stripe.com" ? "https://checkout.stripe.com" : api.origin;
}

/** Third-party hosts the page may talk to: those of the public settings the browser is given (/api/config). */
export function cspHosts(env: Env): CspHosts {
  const { map, geocoder, chat } = siteConfig(env);
  const chatScript = originOf(chat?.scriptUrl);
  const list = (...xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  return {
    img: list(originOfTemplate(map.tileUrl), chatScript),
    connect: list(originOf(geocoder.baseUrl), originOf(chat?.runtimeUrl), chatScript),
    script: list(chatScript),
    frame: list(chatScript),
    form: list(checkoutOrigin(env)),
  };
}

/**
 * Transport security (HSTS, upgrade-insecure-requests) follows SITE_URL, never the request: a per-request choice would
 * let whoever asked first decide what a cached header says, and a client could switch it off with a header.
 */
export function servedOverHttps(env: Pick<Env, "SITE_URL">): boolean {
  return new URL(env.SITE_URL).protocol === "https:";
}

export function contentSecurityPolicy(hosts: CspHosts, scriptHashes: string[], secure = false): string {
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${join("'self'", ...scriptHashes, ...hosts.script)}`,
    // React and Leaflet set element styles; only script execution is locked to hashes.
    "style-src 'self' 'unsafe-inline'",
    // blob: the quote form's thumbnails of the photos a visitor picks (object URLs of their own files).
    `img-src ${join("'self'", "data:", "blob:", ...hosts.img)}`,
    "font-src 'self'",
    `connect-src ${join("'self'", ...hosts.connect)}`,
    `frame-src ${hosts.frame.length ? hosts.frame.join(" ") : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${join("'self'", ...hosts.form)}`,
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    ...(secure ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}
