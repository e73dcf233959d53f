import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import { createPrivacyDesk } from "../../server/privacy/desk.ts";
import { downloadCopy } from "../../server/privacy/download.ts";
import { createPrivacyLinks } from "../../server/privacy/link-service.ts";
import { privacyToken } from "../../server/privacy/links.ts";
import { storeRequest } from "../../server/privacy/store.ts";
import { createSigner } from "../../server/secrets.ts";
import type { RunningServer } from "../../server/main.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

/**
 * A person's own privacy request (issue 32, decision 0022), on both databases: asked for on the site (in either
 * language), confirmed from its e-mailed link, answered once by staff — a copy's link, an erasure, or a decline —
 * and the copy downloaded. The pages and e-mails are the end-to-end test's (tests/e2e/privacy-requests.spec.ts).
 */
const pg = postgresForFile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse("2026-11-25T12:00:00Z");
const who = { ip: "203.0.113.9", userAgent: "test" };
const client = { ip: "203.0.113.10", userAgent: "staff browser" };
const signer = createSigner(Buffer.from("privacy-test-key"));
const STAFF = "staff@amberwood.test";

describe.each(DIALECTS)("a person's privacy request on %s (issue 32)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  let clock = T0;
  const options = { timeZone: "America/Los_Angeles", crm: false, now: () => clock };
  beforeAll(async () => {
    const env: Record<string, string> = { ...(await databaseEnv(dialect, pg())), RATE_LIMIT_MAX: "100" };
    app = await startApp(env, leadCaptureFeatures);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const ask = (email: string, request: "access" | "erasure", locale: "en" | "es" = "en", at = T0) =>
    storeRequest(db.kysely, { email, request, note: "", locale, website: "" }, who, new Date(at));
  const row = (id: string) =>
    db.kysely.selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const jobs = async (id: string) =>
    (
      await db.kysely
        .selectFrom("outbox")
        .select(["job"])
        .where("lead_kind", "=", "privacy")
        .where("lead_id", "=", id)
        .execute()
    )
      .map((j) => j.job)
      // By name: jobs queued by one answer share their time.
      .sort();
  const confirmToken = (id: string) => privacyToken(signer, "confirm", id, T0 + 7 * DAY);
  const links = () => createPrivacyLinks(db.kysely, signer, options);
  const desk = () => createPrivacyDesk({ db: db.kysely, crm: false, now: () => clock });

  it("POST /api/privacy-requests answers 202 whatever the site holds, stores the language, refuses bad input in it", async () => {
    const accepted = await post(app.url, "/api/privacy-requests", {
      email: "Api.Person@Example.com",
      request: "access",
      locale: "es",
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ ok: true });
    const stored = await db.kysely
      .selectFrom("privacy_requests")
      .select(["email", "request", "status", "locale"])
      .where("email", "=", "api.person@example.com")
      .execute();
    expect(stored).toEqual([
      { email: "api.person@example.com", request: "access", status: "unverified", locale: "es" },
    ]);

    const refused = await post(app.url, "/api/privacy-requests", { email: "no", request: "everything", locale: "es" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      email: "Ingrese un correo electrónico válido",
      request: "Seleccione lo que solicita: una copia de sus datos o su eliminación",
    });
    const badLocale = await post(app.url, "/api/privacy-requests", {
      email: "a@example.com",
      request: "access",
      locale: "xx",
    });
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.fields).toEqual({ locale: "Please choose one of the site's languages: en, es" });
  });

  it("asking twice within the hour sends one link; two posts at once store one request and one e-mail", async () => {
    const first = await ask("twice@example.com", "access");
    expect(await ask("twice@example.com", "access", "en", T0 + 10 * 60_000)).toBe(first);
    expect(await jobs(first)).toEqual(["verify"]);
    const racing = await Promise.all([ask("race@example.com", "erasure"), ask("race@example.com", "erasure")]);
    expect(racing[0]).toBe(racing[1]);
    expect(await jobs(racing[0])).toEqual(["verify"]);
  });

  it("the confirmation link asks, confirms once with the dates to answer by, and refuses an altered token", async () => {
    clock = T0 + HOUR;
    const id = await ask("confirm.me@example.com", "access", "es");
    const token = confirmToken(id);
    expect(await links().open("confirm", token)).toEqual({
      usable: true,
      request: "access",
      email: "confirm.me@example.com",
    });
    // Opening the link changes nothing: only the page's button confirms.
    expect((await row(id)).status).toBe("unverified");
    expect(await links().open("confirm", `${token.slice(0, -2)}xx`)).toBeNull();
    expect(await links().open("download", token)).toBeNull();

    const both = await Promise.all([links().confirm(token), links().confirm(token)]);
    expect(both).toEqual(["done", "done"]);
    expect(await row(id)).toMatchObject({ status: "verified", answer_by: "2026-12-25", legal_deadline: "2027-01-09" });
    // The business is told once.
    expect(await jobs(id)).toEqual(["notify", "verify"]);
  });

  it("a link whose days ran out is gone, and the request is not confirmed", async () => {
    const id = await ask("late@example.com", "access", "en", T0);
    clock = T0 + 8 * DAY;
    expect(await links().open("confirm", confirmToken(id))).toEqual({ usable: false });
    expect(await links().confirm(confirmToken(id))).toBe("gone");
    expect((await row(id)).status).toBe("unverified");
    clock = T0 + HOUR;
  });

  it("staff answer a confirmed request once: two answers at once, one wins; unconfirmed or the wrong sort refused", async () => {
    const id = await ask("copy.me@example.com", "access", "es");
    expect(await desk().answer(id, { answer: "send-copy" }, STAFF, client)).toMatchObject({ ok: false, status: 409 });
    await links().confirm(confirmToken(id));
    expect(await desk().answer(id, { answer: "erase" }, STAFF, client)).toMatchObject({ ok: false, status: 400 });

    const answers = await Promise.all([
      desk().answer(id, { answer: "send-copy" }, STAFF, client),
      desk().answer(id, { answer: "send-copy" }, "other@amberwood.test", client),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([
      { ok: false, status: 409, message: "This request has already been answered." },
    ]);
    expect(await jobs(id)).toEqual(["copy", "notify", "verify"]);
    expect((await row(id)).status).toBe("sent");
    const decline = { answer: "decline", reason: "repeated", note: "" } as const;
    expect(await desk().answer(id, decline, STAFF, client)).toMatchObject({ ok: false, status: 409 });
  });

  it("the copy's link downloads what is held for the address, audited, until it runs out", async () => {
    await post(app.url, "/api/contact", { ...validContact, user_email: "copy.me@example.com" });
    const id = (
      await db.kysely
        .selectFrom("privacy_requests")
        .select("id")
        .where("email", "=", "copy.me@example.com")
        .executeTakeFirstOrThrow()
    ).id;
    const token = privacyToken(signer, "download", id, clock + 7 * DAY);
    expect(await links().open("download", token)).toMatchObject({ usable: true, request: "access" });
    const download = await downloadCopy(db.kysely, signer, token, who, clock);
    expect(download.kind).toBe("file");
    expect(download.locale).toBe("es");
    const document = JSON.parse(download.kind === "file" ? download.json : "{}") as Record<string, unknown[]>;
    expect(document.contact_messages).toHaveLength(1);
    expect(document.privacy_requests).toHaveLength(1);
    const audited = await db.kysely.selectFrom("audit_log").select("action").where("subject_id", "=", id).execute();
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(["privacy_copy_sent", "privacy_copy_downloaded"]),
    );

    expect(await downloadCopy(db.kysely, signer, token, who, clock + 8 * DAY)).toEqual({
      kind: "refused",
      locale: "es",
    });
    expect(await downloadCopy(db.kysely, signer, confirmToken(id), who, clock)).toEqual({
      kind: "refused",
      locale: "en",
    });
  });

  it("an erasure deletes what is held for the address, keeps the request's record, and tells the person", async () => {
    await post(app.url, "/api/contact", { ...validContact, user_email: "erase.me@example.com" });
    await post(app.url, "/api/contact", { ...validContact, user_email: "keep.me@example.com" });
    const id = await ask("erase.me@example.com", "erasure", "es");
    await links().confirm(confirmToken(id));
    expect(await desk().answer(id, { answer: "erase" }, STAFF, client)).toEqual({ ok: true });
    const left = await db.kysely
      .selectFrom("contact_messages")
      .select("user_email")
      .where("user_email", "in", ["erase.me@example.com", "keep.me@example.com"])
      .execute();
    expect(left).toEqual([{ user_email: "keep.me@example.com" }]);
    expect(await row(id)).toMatchObject({ status: "erased", email: "erase.me@example.com", answered_by: STAFF });
    expect(await jobs(id)).toContain("erased");
  });

  it("a decline keeps staff's reason and words for the e-mail, and forgets the person's note", async () => {
    const id = await storeRequest(
      db.kysely,
      {
        email: "decline.me@example.com",
        request: "erasure",
        note: "I also used 213 555 0100",
        locale: "en",
        website: "",
      },
      who,
      new Date(clock),
    );
    await links().confirm(confirmToken(id));
    const answer = { answer: "decline", reason: "exempt", note: "Your 2025 order's invoice." } as const;
    expect(await desk().answer(id, answer, STAFF, client)).toEqual({ ok: true });
    expect(await row(id)).toMatchObject({
      status: "declined",
      decline_reason: "exempt",
      decline_note: "Your 2025 order's invoice.",
      note: "",
    });
    expect(await jobs(id)).toContain("declined");
  });
});
