import argon2 from "argon2";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffAuth } from "../../app/features/auth/service.ts";
import { sessionCookie } from "../../server/auth/cookie.ts";
import { loginCsrf } from "../../server/auth/login-csrf.ts";
import { decoyHash } from "../../server/auth/passwords.ts";
import { AUTH_POLICY } from "../../server/auth/policy.ts";
import { createStaffAuth } from "../../server/auth/service.ts";
import { totpCode } from "../../server/auth/totp.ts";
import { createUser, findUserByEmail, updateUser } from "../../server/auth/users.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { createSigner } from "../../server/secrets.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const PASSWORD = "a long staff password";
const CLIENT = { ip: "198.51.100.4", userAgent: "test" };
const cookie = sessionCookie(false);
const withCookie = (setCookie?: string) =>
  new Request("http://localhost/admin/login", { headers: setCookie ? { cookie: setCookie.split(";")[0]! } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const signer = createSigner(Buffer.alloc(32, 7));

describe.each(DIALECTS)("staff sign-in on %s (issue 14)", (dialect) => {
  let db: Db;
  let clock = Date.parse("2026-11-25T09:00:00Z");
  let auth: StaffAuth;
  let decoy: string;
  const authOn = () =>
    createStaffAuth({ db: db.kysely, cookie, loginCsrf: loginCsrf(signer, false), decoyHash: decoy, now: () => clock });
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg())) });
    decoy = await decoyHash();
    auth = authOn();
    await createUser(db.kysely, "owner@example.com", PASSWORD);
    await createUser(db.kysely, "fitter@example.com", PASSWORD);
  });
  afterAll(async () => {
    await db?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const auditOf = async (action: string) =>
    db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("at").execute();

  const signIn = (
    email: string,
    password = PASSWORD,
    code = "",
    request = withCookie(),
    client: { ip: string; userAgent?: string } = CLIENT,
  ) => auth.signIn({ email, password, code }, request, client);

  it("answers a wrong password and an unknown e-mail the same way, and logs both", async () => {
    expect(await signIn("owner@example.com", "not the password")).toEqual({ status: "refused" });
    expect(await signIn("nobody@example.com", "not the password")).toEqual({ status: "refused" });
    const failures = await db.kysely
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "sign_in_failed")
      .orderBy("at")
      .execute();
    expect(failures.map((f) => [f.actor, JSON.parse(f.detail).reason])).toEqual([
      ["owner@example.com", "password"],
      ["nobody@example.com", "unknown_email"],
    ]);
    clock += AUTH_POLICY.failureWindowMs;
  });

  it("signs in with a new session id each time, ending the one the browser brought", async () => {
    const first = await signIn("OWNER@example.com ");
    expect(first.status).toBe("signed_in");
    if (first.status !== "signed_in") return;
    expect(first.setCookie).toMatch(/^amberwood_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(await auth.session(cookieOf(first.setCookie))).toMatchObject({ user: { email: "owner@example.com" } });
    const second = await signIn("owner@example.com", PASSWORD, "", withCookie(first.setCookie));
    if (second.status !== "signed_in") throw new Error("second sign-in refused");
    expect(cookieOf(second.setCookie)).not.toBe(cookieOf(first.setCookie));
    expect(await auth.session(cookieOf(first.setCookie))).toBeNull();
    expect(await auth.session(cookieOf(second.setCookie))).not.toBeNull();
    const row = await db.kysely.selectFrom("staff_sessions").select("id_hash").executeTakeFirstOrThrow();
    expect(row.id_hash, "only a hash of the cookie is stored").not.toContain(cookieOf(second.setCookie).split("=")[1]);
    const owner = (await findUserByEmail(db.kysely, "owner@example.com"))!;
    expect((await auditOf("sign_in")).map((r) => [r.actor, r.subject_kind, r.subject_id, r.client_ip])).toEqual([
      ["owner@example.com", "staff_user", owner.id, CLIENT.ip],
      ["owner@example.com", "staff_user", owner.id, CLIENT.ip],
    ]);
  });

  it("makes the first unknown e-mail cost one argon2 verification and no hashing, as a known one does", async () => {
    // A server just started: the decoy hash was made before it took any sign-in.
    const fresh = authOn();
    const hash = vi.spyOn(argon2, "hash");
    const verify = vi.spyOn(argon2, "verify");
    expect(
      await fresh.signIn({ email: "first-stranger@example.com", password: "guess", code: "" }, withCookie(), CLIENT),
    ).toEqual({ status: "refused" });
    expect(hash).not.toHaveBeenCalled();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(decoy, "guess");
    verify.mockClear();
    await fresh.signIn({ email: "owner@example.com", password: "guess", code: "" }, withCookie(), CLIENT);
    expect(hash).not.toHaveBeenCalled();
    expect(verify).toHaveBeenCalledTimes(1);
    clock += AUTH_POLICY.failureWindowMs;
  });

  it("refuses a forged or malformed cookie", async () => {
    expect(await auth.session(`amberwood_staff=${"A".repeat(43)}`)).toBeNull();
    expect(await auth.session("amberwood_staff=../../etc")).toBeNull();
    expect(await auth.session(null)).toBeNull();
  });

  it("ends a session after 12 hours idle and 7 days in any case", async () => {
    const signed = await signIn("fitter@example.com");
    if (signed.status !== "signed_in") throw new Error("refused");
    const value = cookieOf(signed.setCookie);
    const start = clock;
    // Used every 11 hours, it lives until its seventh day is over.
    for (clock = start + 11 * 3_600_000; clock < start + AUTH_POLICY.absoluteTimeoutMs; clock += 11 * 3_600_000) {
      expect(await auth.session(value), new Date(clock).toISOString()).not.toBeNull();
    }
    clock = start + AUTH_POLICY.absoluteTimeoutMs;
    expect(await auth.session(value)).toBeNull();

    const idle = await signIn("fitter@example.com");
    if (idle.status !== "signed_in") throw new Error("refused");
    clock += AUTH_POLICY.idleTimeoutMs - 60_000;
    expect(await auth.session(cookieOf(idle.setCookie))).not.toBeNull();
    clock += AUTH_POLICY.idleTimeoutMs;
    expect(await auth.session(cookieOf(idle.setCookie))).toBeNull();
  });

  it("refuses a disabled user's session and sign-in", async () => {
    const signed = await signIn("fitter@example.com");
    if (signed.status !== "signed_in") throw new Error("refused");
    const user = (await findUserByEmail(db.kysely, "fitter@example.com"))!;
    await db.kysely
      .updateTable("staff_users")
      .set({ disabled_at: new Date(clock).toISOString() })
      .where("id", "=", user.id)
      .execute();
    expect(await auth.session(cookieOf(signed.setCookie))).toBeNull();
    expect(await signIn("fitter@example.com")).toEqual({ status: "refused" });
    await db.kysely.updateTable("staff_users").set({ disabled_at: null }).where("id", "=", user.id).execute();
    await db.kysely.deleteFrom("login_failures").execute();
  });

  it("signs out everywhere: every session of the user ends, others' stay", async () => {
    const a = await signIn("owner@example.com");
    const b = await signIn("owner@example.com");
    const other = await signIn("fitter@example.com");
    if (a.status !== "signed_in" || b.status !== "signed_in" || other.status !== "signed_in")
      throw new Error("refused");
    const owner = (await findUserByEmail(db.kysely, "owner@example.com"))!;
    const live = await db.kysely
      .selectFrom("staff_sessions")
      .select("id_hash")
      .where("user_id", "=", owner.id)
      .execute();
    const cleared = await auth.signOut(withCookie(a.setCookie), true, CLIENT);
    expect(cleared).toBe("amberwood_staff=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(await auth.session(cookieOf(a.setCookie))).toBeNull();
    expect(await auth.session(cookieOf(b.setCookie))).toBeNull();
    expect(await auth.session(cookieOf(other.setCookie))).not.toBeNull();
    await auth.signOut(withCookie(other.setCookie), false, CLIENT);
    expect(await auth.session(cookieOf(other.setCookie))).toBeNull();
    const fitter = (await findUserByEmail(db.kysely, "fitter@example.com"))!;
    const signOuts = [...(await auditOf("sign_out_everywhere")), ...(await auditOf("sign_out"))];
    expect(signOuts.map((r) => [r.action, r.actor, r.subject_id, JSON.parse(r.detail), r.client_ip])).toEqual([
      ["sign_out_everywhere", "owner@example.com", owner.id, { sessions: live.length, push_devices: 0 }, CLIENT.ip],
      ["sign_out", "fitter@example.com", fitter.id, {}, CLIENT.ip],
    ]);
  });

  it("requires the authenticator's code once TOTP is enabled", async () => {
    const user = (await findUserByEmail(db.kysely, "owner@example.com"))!;
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await updateUser(db.kysely, user.id, { totp_secret: secret });
    expect(await signIn("owner@example.com")).toEqual({ status: "refused" });
    expect(await signIn("owner@example.com", PASSWORD, "000000")).toEqual({ status: "refused" });
    expect((await signIn("owner@example.com", PASSWORD, totpCode(secret, clock))).status).toBe("signed_in");
    await updateUser(db.kysely, user.id, { totp_secret: null });
    await db.kysely.deleteFrom("login_failures").execute();
  });

  it("locks an account after 5 failures in 15 minutes, even for the right password, then lets it in again", async () => {
    for (let i = 0; i < AUTH_POLICY.maxFailuresPerAccount; i++) {
      expect(await signIn("owner@example.com", `wrong ${i}`)).toEqual({ status: "refused" });
      clock += 1000;
    }
    const locked = await signIn("owner@example.com");
    expect(locked.status).toBe("locked");
    expect((await auditOf("sign_in_locked")).map((r) => [r.actor, r.client_ip])).toEqual([
      ["owner@example.com", CLIENT.ip],
    ]);
    if (locked.status === "locked") {
      expect(locked.retryAfterSeconds).toBeGreaterThan(0);
      expect(locked.retryAfterSeconds).toBeLessThanOrEqual(AUTH_POLICY.failureWindowMs / 1000);
    }
    // Another account from another address is not affected.
    expect((await signIn("fitter@example.com", PASSWORD, "", withCookie(), { ip: "192.0.2.9" })).status).toBe(
      "signed_in",
    );
    // An unknown e-mail locks the same way (a lockout does not tell an account exists).
    for (let i = 0; i < AUTH_POLICY.maxFailuresPerAccount; i++)
      await signIn("ghost@example.com", "x", "", withCookie(), { ip: `10.0.0.${i}` });
    expect((await signIn("ghost@example.com", "x", "", withCookie(), { ip: "10.0.1.1" })).status).toBe("locked");
    clock += AUTH_POLICY.failureWindowMs;
    expect((await signIn("owner@example.com")).status).toBe("signed_in");
  });

  it("locks an address after 20 failures in 15 minutes, whatever the accounts", async () => {
    const ip = { ip: "203.0.113.50" };
    for (let i = 0; i < AUTH_POLICY.maxFailuresPerAddress; i++) {
      expect((await signIn(`guess${i}@example.com`, "x", "", withCookie(), ip)).status).toBe("refused");
    }
    expect((await signIn("owner@example.com", PASSWORD, "", withCookie(), ip)).status).toBe("locked");
    expect((await signIn("owner@example.com", PASSWORD, "", withCookie(), { ip: "203.0.113.51" })).status).toBe(
      "signed_in",
    );
  });
});

describe("the sign-in form's CSRF token (a signed double-submit cookie)", () => {
  const now = Date.parse("2026-11-25T09:00:00Z");
  const csrf = loginCsrf(signer, false);
  const page = csrf.issue(null, now);
  const held = cookieOf(page.setCookie!);

  it("is set as a cookie with the page, and a post must bring it and the same token", () => {
    expect(page.setCookie).toMatch(
      /^amberwood_login=[\w-]{43}\.\d+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7200$/,
    );
    expect(csrf.valid(held, page.token, now)).toBe(true);
    expect(csrf.valid(held, "", now), "no token in the form").toBe(false);
    expect(csrf.valid(null, page.token, now), "no cookie").toBe(false);
    expect(csrf.valid(held, csrf.issue(null, now).token, now), "another page's token").toBe(false);
    // The browser's cookie is kept while it is fresh: two tabs share it.
    expect(csrf.issue(held, now)).toEqual({ token: page.token, setCookie: null });
  });

  it("refuses a cookie made elsewhere, altered or expired, and renews an old one", () => {
    const other = loginCsrf(createSigner(Buffer.alloc(32, 8)), false).issue(null, now);
    expect(csrf.valid(cookieOf(other.setCookie!), other.token, now), "signed with another key").toBe(false);
    const [token, expires, sig] = held.split("=")[1]!.split(".");
    const later = `amberwood_login=${token}.${Number(expires) + 3600}.${sig}`;
    expect(csrf.valid(later, page.token, now), "expiry pushed back").toBe(false);
    expect(csrf.valid(held, page.token, now + 2 * 3_600_000), "expired").toBe(false);
    const renewed = csrf.issue(held, now + 1.5 * 3_600_000);
    expect(renewed.token).not.toBe(page.token);
    expect(renewed.setCookie).not.toBeNull();
  });

  it("behind TLS is __Host- prefixed and Secure", () => {
    expect(loginCsrf(signer, true).issue(null, now).setCookie).toMatch(
      /^__Host-amberwood_login=\S+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=7200$/,
    );
  });
});

describe("the session cookie behind TLS", () => {
  it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain", () => {
    const set = sessionCookie(true).set("x".repeat(43));
    expect(set).toMatch(/^__Host-amberwood_staff=x{43}; /);
    const attributes = set.split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(set).not.toMatch(/Domain=/i);
    expect(sessionCookie(true).read(`other=1; __Host-amberwood_staff=abc`)).toBe("abc");
  });
});
