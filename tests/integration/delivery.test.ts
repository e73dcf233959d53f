import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { formatWholeDollars } from "../../app/i18n/format.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { OutboxTable } from "../../server/db/schema.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { createNewsletterLinks } from "../../server/newsletter/link-service.ts";
import { verifyNewsletterToken } from "../../server/newsletter/links.ts";
import type { RunningServer } from "../../server/main.ts";
import { EmailJsFake } from "../mocks/emailjs-fake.ts";
import { SmtpSink } from "../mocks/smtp-sink.ts";
import { databaseEnv, DIALECTS, eventually, post, QUIET_ENV, startApp, validContact, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

/** Short, test-sized retry timing; the production defaults are seconds to an hour. */
const FAST_OUTBOX = {
  OUTBOX_BASE_DELAY_MS: "40",
  OUTBOX_MAX_DELAY_MS: "200",
  OUTBOX_POLL_MS: "25",
  OUTBOX_MAX_ATTEMPTS: "4",
  RATE_LIMIT_MAX: "1000",
  LEADS_TO_EMAIL: "inbox@amberwood.test",
  MAIL_FROM: "Amberwood Blinds <no-reply@amberwood.test>",
};

/** The e-mails that reached the business's inbox (a visitor's acknowledgement goes to the visitor). */
const toBusiness = (sink: SmtpSink) => sink.messages.filter((m) => m.to.includes(FAST_OUTBOX.LEADS_TO_EMAIL));

const EMAILJS = {
  EMAILJS_SERVICE_ID: "service_test",
  EMAILJS_TEMPLATE_ID: "template_contact",
  EMAILJS_QUOTE_TEMPLATE_ID: "template_quote",
  EMAILJS_PUBLIC_KEY: "public-key",
  EMAILJS_PRIVATE_KEY: "private-key",
};

describe.each(DIALECTS)("delivery to the business on %s", (dialect) => {
  let dbEnv: Record<string, string>;
  let db: Db;
  let app: RunningServer | undefined;

  beforeEach(async () => {
    dbEnv = await databaseEnv(dialect, pg());
    db = await openDatabase({ DATABASE_URL: dbEnv.DATABASE_URL ?? "", SQLITE_PATH: dbEnv.SQLITE_PATH ?? "" });
    return async () => {
      await app?.close();
      app = undefined;
      await db.close();
    };
  });

  /** A lead's notification to the business (its acknowledgement to the visitor is a job of its own). */
  const jobOf = (leadId: string) =>
    db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", leadId)
      .where("job", "=", "notify")
      .executeTakeFirstOrThrow();
  const expectJob = async (leadId: string, fields: Partial<Record<keyof OutboxTable, unknown>>) =>
    eventually(async () => {
      const job = await jobOf(leadId);
      expect(job).toMatchObject(fields);
      return job;
    });

  it("e-mails a contact message over SMTP to the business inbox, replying to the customer", async () => {
    const sink = await new SmtpSink().start();
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, SMTP_URL: sink.url });
      const res = await post(app.url, "/api/contact", { ...validContact, to_email: "attacker@evil.test" });
      expect(res.status).toBe(201);
      const job = await expectJob(res.body.id as string, { status: "delivered", attempts: 1 });
      expect(toBusiness(sink)).toHaveLength(1);
      const mail = toBusiness(sink)[0]!;
      expect(mail.to).toEqual(["inbox@amberwood.test"]);
      expect(mail.headers["reply-to"]).toBe("jane@example.com");
      expect(mail.headers["message-id"]).toBe(`<${job.id}@outbox.amberwood>`);
      expect(mail.raw).toContain("Please measure three bay windows.");
    } finally {
      await sink.stop();
    }
  });

  it("acknowledges a Spanish quote to the visitor in Spanish, once, and tells the business in English which language", async () => {
    const sink = await new SmtpSink().start();
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, SMTP_URL: sink.url });
      const res = await post(app.url, "/api/quote", {
        ...validQuote,
        product_type: "shades",
        product_model: "Roller Shades",
        preferred_material: "Linen",
        quantity: "",
        windows: [{ width_in: 36, height_in: 48, quantity: 2, mount: "inside" }],
        locale: "es",
      });
      expect(res.status).toBe(201);
      await eventually(async () => expect(sink.messages).toHaveLength(2));
      const business = toBusiness(sink);
      expect(business).toHaveLength(1);
      expect(business[0]!.raw).toContain("Language: Spanish");
      const visitor = sink.messages.find((m) => m.to.includes("john@example.com"))!;
      expect(visitor.subject).toBe("Recibimos su solicitud de cotización: Amberwood Blinds");
      expect(visitor.headers["reply-to"]).toBe("inbox@amberwood.test");
      expect(visitor.text).toContain("Hola, John Roe:");
      expect(visitor.text).toContain(`Referencia: ${res.body.id as string}`);
      // The server's estimate, in US Spanish currency format.
      const { low, high } = res.body.estimate as { low: number; high: number };
      expect(visitor.text).toContain(formatWholeDollars(low, "es"));
      expect(visitor.text).toContain(formatWholeDollars(high, "es"));
      expect(visitor.text).toContain("2 ventanas");
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.messages).toHaveLength(2);
    } finally {
      await sink.stop();
    }
  });

  it("sends a quote through the EmailJS REST API with the spec's template parameters", async () => {
    const fake = await new EmailJsFake().start();
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, ...EMAILJS, EMAILJS_API_URL: fake.url });
      const res = await post(app.url, "/api/quote", {
        ...validQuote,
        to_email: "attacker@evil.test",
        reply_to: "x@evil.test",
      });
      await expectJob(res.body.id as string, { status: "delivered" });
      expect(fake.calls).toEqual([
        {
          service_id: "service_test",
          template_id: "template_quote",
          user_id: "public-key",
          accessToken: "private-key",
          // Exactly the spec's names (§7 call 5) plus custom_product_model; recipient fields from the server.
          template_params: {
            ...validQuote,
            to_email: "inbox@amberwood.test",
            from_name: "John Roe",
            reply_to: "john@example.com",
          },
        },
      ]);
      const contact = await post(app.url, "/api/contact", validContact);
      await expectJob(contact.body.id as string, { status: "delivered" });
      expect(fake.calls[1]).toMatchObject({
        template_id: "template_contact",
        template_params: {
          user_name: "Jane Doe",
          location_lat: "34.0522",
          location_lng: "-118.2437",
          location_address: "123 Main St, Los Angeles, CA",
          to_email: "inbox@amberwood.test",
        },
      });
    } finally {
      await fake.stop();
    }
  });

  it("keeps retrying while the SMTP server is down and delivers once it is back", async () => {
    const sink = await new SmtpSink().start();
    const port = sink.port;
    await sink.stop();
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, OUTBOX_MAX_ATTEMPTS: "50", SMTP_URL: sink.url });
      const res = await post(app.url, "/api/contact", validContact);
      expect(res.status).toBe(201);
      await eventually(async () => {
        const job = await jobOf(res.body.id as string);
        expect(job.attempts).toBeGreaterThanOrEqual(2);
        expect(job.status).not.toBe("delivered");
        expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
      });
      await sink.start(port);
      await expectJob(res.body.id as string, { status: "delivered", last_error: null });
      expect(toBusiness(sink)).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  it("marks a delivery failed after the last attempt, keeps it, and sends it after `leads retry`", async () => {
    const fake = await new EmailJsFake().start();
    fake.mode = "down";
    try {
      app = await startApp({
        ...dbEnv,
        ...FAST_OUTBOX,
        OUTBOX_MAX_ATTEMPTS: "3",
        ...EMAILJS,
        EMAILJS_API_URL: fake.url,
      });
      const res = await post(app.url, "/api/contact", validContact);
      const failed = await expectJob(res.body.id as string, { status: "failed", attempts: 3 });
      expect(failed.last_error).toContain("503");
      expect(fake.calls).toHaveLength(0);

      const lines: string[] = [];
      const listed = await runLeadsCli(
        ["list", "--type", "contact", "--format", "json"],
        dbEnv,
        (t) => lines.push(t),
        () => {},
      );
      expect(listed).toBe(0);
      expect(JSON.parse(lines.join(""))).toMatchObject([{ id: res.body.id, delivery: "failed" }]);

      fake.mode = "ok";
      const output: string[] = [];
      expect(
        await runLeadsCli(
          ["retry"],
          dbEnv,
          (t) => output.push(t),
          () => {},
        ),
      ).toBe(0);
      expect(output.join("")).toContain("1 failed delivery queued again");
      await expectJob(res.body.id as string, { status: "delivered" });
      expect(fake.calls).toHaveLength(1);
    } finally {
      await fake.stop();
    }
  });

  it("does not retry an answer that will never change (SMTP 550) and keeps the job as failed", async () => {
    const sink = await new SmtpSink().start();
    sink.mode = "reject";
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, SMTP_URL: sink.url });
      const res = await post(app.url, "/api/quote", validQuote);
      const job = await expectJob(res.body.id as string, { status: "failed", attempts: 1 });
      expect(job.last_error).toMatch(/550/);
    } finally {
      await sink.stop();
    }
  });

  it("stores every lead and queues its e-mail when no transport is configured", async () => {
    app = await startApp({ ...dbEnv, ...FAST_OUTBOX });
    const contact = await post(app.url, "/api/contact", validContact);
    const quote = await post(app.url, "/api/quote", validQuote);
    const news = await post(app.url, "/api/newsletter/subscribe", { email: "quiet@example.com" });
    expect([contact.status, quote.status, news.status]).toEqual([201, 201, 201]);
    expect(await jobOf(contact.body.id as string)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await jobOf(quote.body.id as string)).toMatchObject({ status: "pending", attempts: 0 });
    const subscriber = await db.kysely.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber.email).toBe("quiet@example.com");
  });

  it("asks a new subscriber to confirm, once, and welcomes them after the link, with a one-click unsubscribe", async () => {
    const sink = await new SmtpSink().start();
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, SMTP_URL: sink.url });
      await post(app.url, "/api/newsletter/subscribe", { email: "New.Reader@Example.com" });
      await post(app.url, "/api/newsletter/subscribe", { email: "new.reader@example.com" });
      await eventually(async () => expect(sink.messages).toHaveLength(1));
      const ask = sink.messages[0]!;
      expect(ask.to).toEqual(["new.reader@example.com"]);
      expect(ask.headers.subject).toMatch(/^Please confirm your subscription/);
      // Not a newsletter: nothing to unsubscribe from yet.
      expect(ask.headers["list-unsubscribe"]).toBeUndefined();
      const confirmLink = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(ask.raw.replace(/=\r?\n/g, ""))?.[1];
      expect(confirmLink).toBeDefined();

      // The page it opens is tested on the real build (tests/e2e/newsletter-confirm.spec.ts); here its service.
      const links = createNewsletterLinks(db.kysely, QUIET_ENV.UNSUBSCRIBE_SECRET, { welcome: true });
      const email = links.verify("confirm", new URL(confirmLink!.replace(/=3D/g, "=")).searchParams.get("token")!);
      expect(email).toBe("new.reader@example.com");
      expect(await links.follow("confirm", email!)).toBe("done");

      await eventually(async () => expect(sink.messages).toHaveLength(2));
      const welcome = sink.messages[1]!;
      expect(welcome.headers.subject).toMatch(/^Welcome/);
      expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      const link = /<(http[^>]+)>/.exec(welcome.headers["list-unsubscribe"] ?? "")?.[1];
      expect(link).toMatch(/\/newsletter\/unsubscribe\?token=/);
      const token = new URL(link!).searchParams.get("token")!;
      expect(verifyNewsletterToken("unsubscribe", token, QUIET_ENV.UNSUBSCRIBE_SECRET)).toBe("new.reader@example.com");
    } finally {
      await sink.stop();
    }
  });

  it("retries a job whose worker died while sending once its lease runs out", async () => {
    const sink = await new SmtpSink().start();
    try {
      // A lead stored by a server that then died mid-delivery: claimed, lease already over.
      const stored = await startApp({ ...dbEnv, ...FAST_OUTBOX });
      const res = await post(stored.url, "/api/contact", validContact);
      await stored.close();
      await db.kysely
        .updateTable("outbox")
        .set({ status: "sending", attempts: 1, locked_until: new Date(Date.now() - 1000).toISOString() })
        .execute();
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, SMTP_URL: sink.url });
      await expectJob(res.body.id as string, { status: "delivered", attempts: 2 });
      expect(toBusiness(sink)).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  it("delivers each lead exactly once with two server instances working the same outbox", async () => {
    const fake = await new EmailJsFake().start();
    const second = await startApp({ ...dbEnv, ...FAST_OUTBOX, ...EMAILJS, EMAILJS_API_URL: fake.url });
    try {
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, ...EMAILJS, EMAILJS_API_URL: fake.url });
      const posts = Array.from({ length: 40 }, (_, i) =>
        post(i % 2 ? app!.url : second.url, "/api/contact", { ...validContact, user_name: `Customer ${i}` }),
      );
      const results = await Promise.all(posts);
      expect(results.every((r) => r.status === 201)).toBe(true);
      await eventually(async () => {
        const pending = await db.kysely.selectFrom("outbox").select("id").where("status", "!=", "delivered").execute();
        expect(pending).toEqual([]);
      });
      const names = fake.calls.map((c) => c.template_params.user_name).sort();
      expect(names).toEqual(Array.from({ length: 40 }, (_, i) => `Customer ${i}`).sort());
    } finally {
      await second.close();
      await fake.stop();
    }
  });

  it("never sends an e-mail twice when the database refuses to record its delivery for a while", async () => {
    // Stands in for a full disk: the "delivered" update fails while block_delivered has a row.
    await sql`CREATE TABLE block_delivered (x integer)`.execute(db.kysely);
    await sql`INSERT INTO block_delivered VALUES (1)`.execute(db.kysely);
    if (dialect === "sqlite") {
      await sql`CREATE TRIGGER refuse_delivered BEFORE UPDATE ON outbox
        WHEN NEW.status = 'delivered' AND EXISTS (SELECT 1 FROM block_delivered)
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`.execute(db.kysely);
    } else {
      await sql`CREATE FUNCTION refuse_delivered() RETURNS trigger AS $$
        BEGIN
          IF NEW.status = 'delivered' AND EXISTS (SELECT 1 FROM block_delivered) THEN
            RAISE EXCEPTION 'could not extend file: No space left on device';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`.execute(db.kysely);
      await sql`CREATE TRIGGER refuse_delivered BEFORE UPDATE ON outbox
        FOR EACH ROW EXECUTE FUNCTION refuse_delivered()`.execute(db.kysely);
    }
    const sink = await new SmtpSink().start();
    try {
      // A one-second lease: a worker that let the job go would claim and send it again.
      app = await startApp({ ...dbEnv, ...FAST_OUTBOX, OUTBOX_LEASE_S: "1", SMTP_URL: sink.url });
      const res = await post(app.url, "/api/contact", validContact);
      expect(res.status).toBe(201);
      const id = res.body.id as string;
      // Both e-mails of the lead (the business's and the visitor's) go out once and cannot be recorded.
      await eventually(async () => expect(sink.messages).toHaveLength(2));
      await new Promise((r) => setTimeout(r, 2_500));
      expect((await jobOf(id)).status).not.toBe("delivered");
      expect(sink.messages).toHaveLength(2);

      await sql`DELETE FROM block_delivered`.execute(db.kysely);
      await expectJob(id, { status: "delivered" });
      await new Promise((r) => setTimeout(r, 300));
      expect(toBusiness(sink)).toHaveLength(1);
      expect(sink.messages).toHaveLength(2);
    } finally {
      await sink.stop();
    }
  });
});
