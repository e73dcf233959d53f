import Database from "better-sqlite3";
import { URI } from "otpauth";
import { expect, test } from "./fixtures";
import { adminCli, createStaff, loginForm, STAFF_PASSWORD, startAdminServer } from "./admin-helpers";

/**
 * Issue 14's security contract, over HTTP against the built server: nothing under /admin
 * without a live session, no post from elsewhere, a lockout that says when to come back,
 * nothing that tells which e-mails have accounts.
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;
test.beforeAll(async () => {
  server = await startAdminServer();
  createStaff(server.dbPath, "owner@example.com");
  createStaff(server.dbPath, "fitter@example.com");
  createStaff(server.dbPath, "gone@example.com");
  createStaff(server.dbPath, "totp@example.com");
});
test.afterAll(() => server?.stop());

const LEAD = "00000000-0000-4000-8000-000000000001";
const PAGES = [
  "/admin",
  "/admin/agenda",
  "/admin/orders",
  "/admin/subscribers",
  `/admin/leads/contact/${LEAD}`,
  "/admin/leads/quote/x",
];
const ENDPOINTS = [
  "/api/admin/session",
  "/api/admin/leads",
  "/api/admin/leads.csv",
  "/api/admin/subscribers.csv",
  "/api/admin/anything",
];

type Form = Record<string, string>;
const post = (path: string, form: Form, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body: new URLSearchParams(form),
  });
const get = (path: string, cookie?: string) =>
  fetch(server.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** The sign-in page's CSRF cookie and token, as a browser gets them by opening the page. */

/** Signs in from the sign-in page (its token and cookie), with the browser's other cookies if any. */
async function login(email: string, password = STAFF_PASSWORD, code = "", cookie?: string) {
  // A fresh sign-in form each time: tests of this file run in any order across workers, and a form another
  // test's sign-in or sign-out made stale would be refused with 403 before the password is looked at.
  const form = await loginForm(server.url);
  const cookies = [form.cookie, ...(cookie ? [cookie] : [])].join("; ");
  return post("/admin/login", { csrf: form.token, email, password, code }, { cookie: cookies });
}
async function sessionCookie(email: string): Promise<string> {
  const answer = await login(email);
  expect(answer.status).toBe(303);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}
async function csrfOf(cookie: string): Promise<string> {
  const answer = await (await get("/api/admin/session", cookie)).json();
  return answer.csrfToken as string;
}

async function expectRefused(cookie: string | undefined, why: string) {
  for (const path of PAGES) {
    const answer = await get(path, cookie);
    expect(answer.status, `${why}: ${path}`).toBe(303);
    expect(answer.headers.get("location"), `${why}: ${path}`).toBe("/admin/login");
  }
  for (const path of ENDPOINTS) {
    const answer = await get(path, cookie);
    expect(answer.status, `${why}: ${path}`).toBe(401);
    expect(await answer.json(), `${why}: ${path}`).toMatchObject({ ok: false, error: "unauthenticated" });
  }
  const change = await post(
    `/admin/leads/contact/${LEAD}`,
    { intent: "pipeline", status: "won" },
    cookie ? { cookie } : {},
  );
  expect(change.status, `${why}: a post`).toBe(303);
  const api = await fetch(`${server.url}/api/admin/leads/contact/${LEAD}/status`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ status: "won" }),
  });
  expect(api.status, `${why}: an API post`).toBe(401);

  // The session is asked first: another method, a post to a read-only endpoint, a body that is
  // not JSON, one over the limit or one from another site learn nothing but the 401 either.
  const json = { "content-type": "application/json" };
  const status = `/api/admin/leads/contact/${LEAD}/status`;
  const refusals: [string, string, RequestInit][] = [
    ...["PUT", "DELETE", "PATCH", "OPTIONS"].map((method): [string, string, RequestInit] => [
      method,
      "/api/admin/session",
      { method },
    ]),
    ["a post to a read-only endpoint", "/api/admin/session", { method: "POST", headers: { origin: server.url } }],
    [
      "a body that is not JSON",
      status,
      { method: "POST", headers: { ...json, origin: server.url }, body: "{not json" },
    ],
    [
      "a body over the limit",
      status,
      { method: "POST", headers: { ...json, origin: server.url }, body: JSON.stringify({ note: "x".repeat(100_000) }) },
    ],
    [
      "a post from another site",
      status,
      { method: "POST", headers: { ...json, origin: "https://evil.example" }, body: JSON.stringify({ status: "won" }) },
    ],
  ];
  for (const [label, path, init] of refusals) {
    const answer = await fetch(server.url + path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    expect(answer.status, `${why}: ${label}`).toBe(401);
    expect(await answer.json(), `${why}: ${label}`).toMatchObject({ ok: false, error: "unauthenticated" });
  }
}

test("every admin page and endpoint refuses no session, a forged, an expired and a disabled user's session", async () => {
  await expectRefused(undefined, "no session");
  await expectRefused(`amberwood_staff=${"A".repeat(43)}`, "forged cookie");

  const expired = await sessionCookie("fitter@example.com");
  expect((await get("/admin", expired)).status).toBe(200);
  const db = new Database(server.dbPath);
  try {
    // 12 hours and a minute without a request: the idle timeout has ended it.
    const idle = new Date(Date.now() - 12 * 3_600_000 - 60_000).toISOString();
    db.prepare("update staff_sessions set last_seen_at = ?").run(idle);
  } finally {
    db.close();
  }
  await expectRefused(expired, "idle session");

  const disabled = await sessionCookie("gone@example.com");
  expect((await get("/admin", disabled)).status).toBe(200);
  expect(adminCli(server.dbPath, ["disable-user", "--email", "gone@example.com"]).code).toBe(0);
  await expectRefused(disabled, "disabled user");
  expect((await login("gone@example.com")).status).toBe(401);
});

test("admin pages are never cached or indexed", async () => {
  const cookie = await sessionCookie("owner@example.com");
  for (const path of ["/admin", "/admin/login"]) {
    const answer = await get(path, path === "/admin" ? cookie : undefined);
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get("cache-control"), path).toBe("no-store");
    expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    expect(answer.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    expect(await answer.text(), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});

test("a post from another site, or without the CSRF token, changes nothing", async () => {
  const cookie = await sessionCookie("owner@example.com");
  const csrf = await csrfOf(cookie);
  const target = `/admin/leads/contact/${LEAD}`;
  const foreign = await post(
    target,
    { csrf, intent: "pipeline", status: "won" },
    { cookie, origin: "https://evil.example" },
  );
  expect(foreign.status).toBe(403);
  const noOrigin = await fetch(server.url + target, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrf, intent: "pipeline", status: "won" }),
  });
  expect(noOrigin.status).toBe(403);
  const noToken = await post(target, { intent: "pipeline", status: "won" }, { cookie });
  expect(noToken.status).toBe(403);
  const wrongToken = await post(
    target,
    { csrf: csrf.replace(/^./, (c) => (c === "A" ? "B" : "A")), intent: "pipeline", status: "won" },
    { cookie },
  );
  expect(wrongToken.status).toBe(403);
  const logout = await post("/admin/logout", {}, { cookie });
  expect(logout.status).toBe(403);
  expect((await get("/admin", cookie)).status, "the session survived the forged sign-out").toBe(200);

  const api = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/admin/leads/contact/${LEAD}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...headers },
      body: JSON.stringify({ status: "won" }),
    });
  expect((await api({ origin: server.url })).status, "no X-CSRF-Token").toBe(403);
  expect((await api({ origin: "https://evil.example", "x-csrf-token": csrf })).status, "foreign origin").toBe(403);
  expect((await api({ "x-csrf-token": csrf })).status, "no origin").toBe(403);
  // With both, the request reaches the lead (which does not exist).
  expect((await api({ origin: server.url, "x-csrf-token": csrf })).status).toBe(404);
});

test("the session cookie is HttpOnly and SameSite=Lax, and sign-in rotates it", async () => {
  const first = await login("owner@example.com");
  const set = first.headers.get("set-cookie")!;
  expect(set).toMatch(/^amberwood_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
  const old = set.split(";")[0]!;
  const again = await login("owner@example.com", STAFF_PASSWORD, "", old);
  const rotated = again.headers.get("set-cookie")!.split(";")[0]!;
  expect(rotated).not.toBe(old);
  expect((await get("/admin", old)).status, "the old session ended").toBe(303);
  expect((await get("/admin", rotated)).status).toBe(200);
});

test("behind TLS the cookie is __Host- prefixed and Secure", async () => {
  const tls = await startAdminServer({ SITE_URL: "https://admin.example", TRUST_PROXY: "loopback" });
  try {
    createStaff(tls.dbPath, "owner@example.com");
    // What the TLS proxy in front adds; the browser reached the site over HTTPS at this host.
    const proxied = { "x-forwarded-proto": "https" };
    const page = await loginForm(tls.url, proxied);
    expect(page.cookie).toMatch(/^__Host-amberwood_login=/);
    const answer = await fetch(`${tls.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...proxied,
        origin: tls.url.replace("http:", "https:"),
        cookie: page.cookie,
      },
      body: new URLSearchParams({ csrf: page.token, email: "owner@example.com", password: STAFF_PASSWORD }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("set-cookie")).toMatch(
      /^__Host-amberwood_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=604800$/,
    );
  } finally {
    tls.stop();
  }
});

test("a sign-in post without the page's CSRF token, or with another page's, is refused before the password counts", async () => {
  createStaff(server.dbPath, "csrf@example.com");
  const page = await loginForm(server.url);
  const other = await loginForm(server.url);
  const credentials = { email: "csrf@example.com", password: STAFF_PASSWORD };
  const attempts: [string, Form, Record<string, string>][] = [
    ["no token", credentials, { cookie: page.cookie }],
    ["an empty token", { ...credentials, csrf: "" }, { cookie: page.cookie }],
    ["no cookie", { ...credentials, csrf: page.token }, {}],
    ["another page's token", { ...credentials, csrf: other.token }, { cookie: page.cookie }],
    [
      "a cookie altered",
      { ...credentials, csrf: page.token },
      { cookie: page.cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")) },
    ],
  ];
  for (const [why, fields, headers] of attempts) {
    const answer = await post("/admin/login", fields, headers);
    expect(answer.status, why).toBe(403);
    expect(answer.headers.get("set-cookie") ?? "", why).not.toMatch(/amberwood_staff=/);
    expect(await answer.text(), why).toContain("This sign-in form has expired. Please sign in again.");
  }
  // With the page's own cookie and token the same credentials sign in: the five refusals were not
  // counted as failed sign-ins (five would have locked the account).
  const signed = await post("/admin/login", { ...credentials, csrf: page.token }, { cookie: page.cookie });
  expect(signed.status).toBe(303);
});

test("an unknown e-mail and a wrong password get the same answer", async () => {
  const known = await login("owner@example.com", "not the password at all");
  const unknown = await login("nobody@example.com", "not the password at all");
  expect(known.status).toBe(401);
  expect(unknown.status).toBe(401);
  const page = async (answer: Response, email: string) =>
    // Each attempt has its own sign-in form, so its own CSRF token (in the form and the page's data): that
    // differs by design, nothing else may.
    (await answer.text())
      .replaceAll(email, "EMAIL")
      .replace(/nonce-[\w+/=]+/g, "")
      .replaceAll(/name="csrf" value="([^"]*)"/g, 'name="csrf"')
      .replaceAll(/[A-Za-z0-9_-]{43}/g, "TOKEN");
  const a = await page(known, "owner@example.com");
  const b = await page(unknown, "nobody@example.com");
  expect(a).toContain("Incorrect e-mail or password.");
  expect(a).toBe(b);
});

test("TOTP: once enabled, the password alone does not sign in; the current code does", async () => {
  const enabled = adminCli(server.dbPath, ["enable-totp", "--email", "totp@example.com"]);
  expect(enabled.code, enabled.err).toBe(0);
  const uri = enabled.out.match(/otpauth:\/\/\S+/)![0];
  const totp = URI.parse(uri);
  expect((await login("totp@example.com")).status).toBe(401);
  expect((await login("totp@example.com", STAFF_PASSWORD, "123456")).status).toBe(401);
  const code = totp.generate();
  expect((await login("totp@example.com", STAFF_PASSWORD, code)).status).toBe(303);
});

test("5 failures lock the account: 429 with Retry-After, even with the right password", async () => {
  createStaff(server.dbPath, "locked@example.com");
  for (let i = 0; i < 5; i++) expect((await login("locked@example.com", `wrong password ${i}`)).status).toBe(401);
  const refused = await login("locked@example.com");
  expect(refused.status).toBe(429);
  const wait = Number(refused.headers.get("retry-after"));
  expect(wait > 0 && wait <= 900, `Retry-After ${wait}`).toBe(true);
  expect(await refused.text()).toContain("Too many failed attempts");
});
