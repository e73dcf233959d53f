/**
 * A re-implementation of the scoring rules of MDN's HTTP Observatory (v2
 * algorithm, github.com/mdn/mdn-http-observatory: src/analyzer/tests/*.js,
 * src/grader/charts.js, src/scanner/index.js), written from its published
 * score table because the npm package cannot be installed without internet
 * (its install step downloads a CA bundle). Same ten tests, same modifiers,
 * same rule that bonuses count only when the score without them is >= 90.
 *
 * Not re-implemented: the HSTS preload list (a loopback host is never on it)
 * and tough-cookie's full parser (cookies are parsed for the flags the test reads).
 */

export type Headers = Record<string, string[]>;

export type Hop = { url: string; status: number };

export type ScanInput = {
  /** The final URL of the main scan ("auto": HTTPS when it answers). */
  url: string;
  auto: { status: number; headers: Headers; body: string };
  /** Whether the site answered over (verified) HTTPS at all. */
  https: { headers: Headers } | undefined;
  /** The plain-HTTP request and every redirect it followed (first hop first). */
  httpChain: Hop[] | undefined;
  /** The answer to a request carrying a foreign Origin header. */
  cors: { origin: string; headers: Headers } | undefined;
};

export type TestResult = { test: string; result: string; modifier: number; pass: boolean; detail?: string };
export type Score = { score: number; grade: string; tests: TestResult[]; uncurved: number };

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "redirection-invalid-cert": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "hsts-invalid-cert": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

/** Observatory grade chart: the score rounded down to a multiple of 5, capped at 100. */
const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function gradeFor(score: number): string {
  const floored = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([min]) => floored >= min)![1];
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

const first = (h: Headers, name: string) => h[name.toLowerCase()]?.[0];
const all = (h: Headers, name: string) => h[name.toLowerCase()] ?? [];

/** `<meta http-equiv=…>` values of an HTML document, by lower-cased header name. */
export function httpEquiv(html: string): Headers {
  const out: Headers = {};
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = /http-equiv\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const content = /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(tag);
    if (name && content) (out[name] ??= []).push(content[1] ?? content[2] ?? "");
  }
  return out;
}

type Csp = Map<string, Set<string>> & { duplicates?: boolean };

/** Directive -> sources; the first occurrence of a directive wins, as in browsers. */
export function parseCsp(policies: string[]): Csp {
  const csp: Csp = new Map();
  for (const policy of policies) {
    for (const raw of policy.split(";")) {
      const [name, ...sources] = raw.trim().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`invalid directive ${name}`);
      const directive = name.toLowerCase();
      if (csp.has(directive)) {
        csp.duplicates = true;
        continue;
      }
      csp.set(directive, new Set(sources.map((s) => (HASH_OR_NONCE.test(s) ? s : s.toLowerCase()))));
    }
  }
  return csp;
}

function cspTest(input: ScanInput): TestResult & { csp?: Csp; headerCsp?: Csp } {
  const test = "content-security-policy";
  const split = (values: string[]) => values.flatMap((v) => v.split(",").map((s) => s.trim())).filter(Boolean);
  const headerPolicies = split(all(input.auto.headers, "content-security-policy"));
  const metaPolicies = split(httpEquiv(input.auto.body)["content-security-policy"] ?? []);
  let csp: Csp;
  let headerCsp: Csp;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
    headerCsp = parseCsp(headerPolicies);
  } catch (error) {
    return result(test, "csp-header-invalid", false, String(error));
  }
  if (csp.size === 0) {
    const reportOnly = first(input.auto.headers, "content-security-policy-report-only");
    return result(test, reportOnly ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented", false);
  }
  const source = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = source("script-src");
  const style = source("style-src");
  const object = source("object-src");
  for (const list of [script, style]) {
    if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  }
  let outcome: string | undefined;
  const https = new URL(input.url).protocol === "https:";
  if (script.has("'strict-dynamic'")) {
    if ([...script].some((s) => HASH_OR_NONCE.test(s))) {
      for (const s of [...script]) {
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
      }
    } else outcome = "csp-header-invalid";
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [
    ...[...csp].filter(([d]) => !passive.has(d) && d !== "script-src").flatMap(([, s]) => [...s]),
    ...script,
  ];
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    outcome ??= "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) outcome ??= "csp-implemented-with-insecure-scheme";
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) outcome ??= "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure))
    outcome ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...style].some((s) => BROAD_OR_INLINE.has(s)))
    outcome ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) outcome ??= "csp-implemented-with-no-unsafe-default-src-none";
  outcome ??= "csp-implemented-with-no-unsafe";
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(outcome);
  if (pass && csp.duplicates) outcome = "csp-implemented-but-duplicate-directives";
  const detail =
    outcome === "csp-implemented-with-unsafe-inline-in-style-src-only"
      ? `style-src ${[...style].join(" ")}`
      : undefined;
  return { ...result(test, outcome, pass, detail), csp, headerCsp };
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite?: string; raw: string };

export function parseSetCookie(raw: string): Cookie {
  const [pair = "", ...attributes] = raw.split(";").map((p) => p.trim());
  const cookie: Cookie = { name: pair.split("=")[0]!.trim(), secure: false, httpOnly: false, raw };
  for (const attribute of attributes) {
    const [key = "", value] = attribute.split("=").map((p) => p.trim());
    const k = key.toLowerCase();
    if (k === "secure") cookie.secure = true;
    else if (k === "httponly") cookie.httpOnly = true;
    else if (k === "samesite") cookie.sameSite = value ?? "";
  }
  return cookie;
}

/** The Observatory keeps the worst outcome seen: the earlier an outcome is in this list, the better. */
const COOKIE_ORDER = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];
const worse = (next: string, current: string | undefined) =>
  current === undefined || COOKIE_ORDER.indexOf(next) > COOKIE_ORDER.indexOf(current) ? next : current;

function cookiesTest(input: ScanInput, hstsPass: boolean): TestResult {
  const test = "cookies";
  const raws = [
    ...all(input.auto.headers, "set-cookie"),
    ...(input.https ? all(input.https.headers, "set-cookie") : []),
  ];
  const cookies = [...new Map(raws.map((r) => parseSetCookie(r)).map((c) => [c.name, c])).values()].filter(
    (c) => c.name && c.name !== "heroku-session-affinity",
  );
  let outcome: string | undefined;
  for (const c of cookies) {
    if (c.sameSite !== undefined && !["lax", "strict", "none"].includes(c.sameSite.toLowerCase()))
      outcome = worse("cookies-samesite-flag-invalid", outcome);
  }
  if (cookies.length === 0) return result(test, "cookies-not-found", true);
  let missingSameSite = false;
  for (const c of cookies) {
    const session = /login|sess/i.test(c.name);
    const csrf = /csrf/i.test(c.name);
    if (!c.secure && c.sameSite?.toLowerCase() === "none") outcome = worse("cookies-samesite-flag-invalid", outcome);
    if (!c.secure)
      outcome = worse(
        hstsPass ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
        outcome,
      );
    if (csrf && !c.sameSite) outcome = worse("cookies-anticsrf-without-samesite-flag", outcome);
    if (session && !c.secure)
      outcome = worse(
        hstsPass ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag",
        outcome,
      );
    if (session && !c.httpOnly) outcome = worse("cookies-session-without-httponly-flag", outcome);
    if (!c.sameSite) missingSameSite = true;
  }
  outcome ??= missingSameSite
    ? "cookies-secure-with-httponly-sessions"
    : "cookies-secure-with-httponly-sessions-and-samesite";
  const pass = ["cookies-secure-with-httponly-sessions", "cookies-secure-with-httponly-sessions-and-samesite"].includes(
    outcome,
  );
  return result(test, outcome, pass, cookies.map((c) => c.raw).join(" | "));
}

function corsTest(input: ScanInput): TestResult {
  const test = "cross-origin-resource-sharing";
  const acao = input.cors ? first(input.cors.headers, "access-control-allow-origin") : undefined;
  if (!input.cors || !acao) return result(test, "cross-origin-resource-sharing-not-implemented", true);
  const value = acao.trim().toLowerCase();
  if (value === "*") return result(test, "cross-origin-resource-sharing-implemented-with-public-access", true);
  const credentials = first(input.cors.headers, "access-control-allow-credentials")?.trim().toLowerCase() === "true";
  if (acao === input.cors.origin && credentials)
    return result(test, "cross-origin-resource-sharing-implemented-with-universal-access", false, acao);
  return result(test, "cross-origin-resource-sharing-implemented-with-restricted-access", true, acao);
}

function redirectionTest(input: ScanInput): TestResult {
  const test = "redirection";
  const chain = input.httpChain;
  if (!chain) return result(test, "redirection-not-needed-no-http", true);
  const route = chain.map((h) => new URL(h.url));
  const detail = chain.map((h) => `${h.status} ${h.url}`).join(" -> ");
  if (route.length === 1) return result(test, "redirection-missing", false, detail);
  if (route.at(-1)!.protocol !== "https:") return result(test, "redirection-not-to-https", false, detail);
  if (route[1]!.protocol === "http:")
    return result(test, "redirection-not-to-https-on-initial-redirection", false, detail);
  if (route[0]!.hostname !== route[1]!.hostname) return result(test, "redirection-off-host-from-http", false, detail);
  return result(test, "redirection-to-https", true, detail);
}

function referrerTest(input: ScanInput): TestResult {
  const test = "referrer-policy";
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = [
    ...all(input.auto.headers, "referrer-policy"),
    ...(httpEquiv(input.auto.body)["referrer-policy"] ?? []),
  ];
  if (values.length === 0) return result(test, "referrer-policy-not-implemented", true);
  const policy = values
    .join(",")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy && good.includes(policy)) return result(test, "referrer-policy-private", true, policy);
  if (policy) return result(test, "referrer-policy-unsafe", false, policy);
  return result(test, "referrer-policy-header-invalid", false, values.join(", "));
}

const SIX_MONTHS = 15_552_000;

function hstsTest(input: ScanInput): TestResult {
  const test = "strict-transport-security";
  if (!input.https) return result(test, "hsts-not-implemented-no-https", false);
  const header = first(input.https.headers, "strict-transport-security");
  if (!header) return result(test, "hsts-not-implemented", false);
  if (header.includes(",")) return result(test, "hsts-header-invalid", false, header);
  const maxAge = header
    .split(";")
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("max-age="));
  if (!maxAge) return result(test, "hsts-header-invalid", false, header);
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  return seconds < SIX_MONTHS
    ? result(test, "hsts-implemented-max-age-less-than-six-months", false, header)
    : result(test, "hsts-implemented-max-age-at-least-six-months", true, header);
}

/** "a.b.example.co.uk" -> "example.co.uk" for the common cases; the Observatory uses the public suffix list. */
function registrableDomain(hostname: string): string {
  const parts = hostname.split(".");
  const twoLevel = /^(co|com|org|net|gov|ac)\.[a-z]{2}$/.test(parts.slice(-2).join("."));
  return parts.slice(twoLevel ? -3 : -2).join(".");
}

function sriTest(input: ScanInput): TestResult {
  const test = "subresource-integrity";
  const type = (first(input.auto.headers, "content-type") ?? "").split(";")[0]!.trim();
  if (type && !["text/html", "application/xhtml+xml"].includes(type))
    return result(test, "sri-not-implemented-response-not-html", true);
  const page = new URL(input.url);
  const ORDER = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
  ];
  let outcome: string | undefined;
  const keepWorse = (next: string) => {
    if (outcome === undefined || ORDER.indexOf(next) > ORDER.indexOf(outcome)) outcome = next;
  };
  const scripts = [...input.auto.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  let foreign = false;
  const external: string[] = [];
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attrs);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite =
      relative || protocolRelative || registrableDomain(new URL(src).hostname) === registrableDomain(page.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = (absolute && new URL(src).protocol === "https:") || (relative && page.protocol === "https:");
    if (!secureOrigin) {
      foreign = true;
      external.push(src);
      if (integrity && !secureScheme) keepWorse("sri-implemented-but-external-scripts-not-loaded-securely");
      else if (!integrity && secureScheme) keepWorse("sri-not-implemented-but-external-scripts-loaded-securely");
      else if (!integrity && !secureScheme) keepWorse("sri-not-implemented-and-external-scripts-not-loaded-securely");
    } else if (integrity && secureScheme && outcome === undefined) {
      outcome = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  if (scripts.length === 0) return result(test, "sri-not-implemented-but-no-scripts-loaded", true);
  outcome ??= foreign
    ? "sri-implemented-and-external-scripts-loaded-securely"
    : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  const pass = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  ].includes(outcome);
  return result(test, outcome, pass, external.join(", ") || undefined);
}

function xctoTest(input: ScanInput): TestResult {
  const test = "x-content-type-options";
  const header = first(input.auto.headers, "x-content-type-options");
  if (!header) return result(test, "x-content-type-options-not-implemented", false);
  return header.trim().toLowerCase() === "nosniff"
    ? result(test, "x-content-type-options-nosniff", true)
    : result(test, "x-content-type-options-header-invalid", false, header);
}

function xfoTest(input: ScanInput, headerCsp: Csp | undefined): TestResult {
  const test = "x-frame-options";
  // frame-ancestors counts only from the header: a <meta> CSP cannot carry it.
  if (headerCsp?.has("frame-ancestors")) return result(test, "x-frame-options-implemented-via-csp", true);
  const header = first(input.auto.headers, "x-frame-options")?.trim().toLowerCase();
  if (!header) return result(test, "x-frame-options-not-implemented", false);
  if (header === "deny" || header === "sameorigin") return result(test, "x-frame-options-sameorigin-or-deny", true);
  if (header.startsWith("allow-from")) return result(test, "x-frame-options-allow-from-origin", true);
  return result(test, "x-frame-options-header-invalid", false, header);
}

function corpTest(input: ScanInput): TestResult {
  const test = "cross-origin-resource-policy";
  const value = (
    first(input.auto.headers, "cross-origin-resource-policy") ??
    httpEquiv(input.auto.body)["cross-origin-resource-policy"]?.at(-1)
  )
    ?.trim()
    .toLowerCase();
  if (!value) return result(test, "corp-not-implemented", true);
  if (value === "same-origin") return result(test, "corp-implemented-with-same-origin", true);
  if (value === "same-site") return result(test, "corp-implemented-with-same-site", true);
  if (value === "cross-origin") return result(test, "corp-implemented-with-cross-origin", true);
  return result(test, "corp-header-invalid", false, value);
}

function result(test: string, outcome: string, pass: boolean, detail?: string): TestResult {
  const modifier = MODIFIERS[outcome];
  if (modifier === undefined) throw new Error(`no score for ${outcome}`);
  return { test, result: outcome, modifier, pass, ...(detail ? { detail } : {}) };
}

/** Runs the ten tests and grades them as the Observatory's scanner does. */
export function score(input: ScanInput): Score {
  const { csp: _csp, headerCsp, ...csp } = cspTest(input);
  const hsts = hstsTest(input);
  const tests = [
    csp,
    cookiesTest(input, hsts.pass),
    corsTest(input),
    redirectionTest(input),
    referrerTest(input),
    hsts,
    sriTest(input),
    xctoTest(input),
    xfoTest(input, headerCsp),
    corpTest(input),
  ];
  const uncurved = 100 + tests.reduce((s, t) => s + Math.min(0, t.modifier), 0);
  const withBonus = 100 + tests.reduce((s, t) => s + t.modifier, 0);
  const final = Math.max(0, uncurved >= 90 ? withBonus : uncurved);
  return { score: final, grade: gradeFor(final), tests, uncurved };
}
