import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { createNewsletterLinks } from "../../server/newsletter/link-service.ts";
import { expirePendingSubscribers, storeSubscriber } from "../../server/newsletter/store.ts";
import { newsletterToken } from "../../server/newsletter/links.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse("2026-11-25T12:00:00Z");
const client = { ip: "203.0.113.9", userAgent: "test" };
/** When the links are followed. */
let clock = T0 + HOUR;

describe.each(DIALECTS)("newsletter double opt-in on %s (issue 19)", (dialect) => {
  let env: Record<string, string>;
  let db: Db;
  beforeAll(async () => {
    env = await databaseEnv(dialect, pg());
    clock = T0 + HOUR;
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await db?.close();
  });

  const subscribe = (email: string, at: number) =>
    storeSubscriber(db.kysely, { email, locale: "en", website: "" }, client, new Date(at));
  const row = (email: string) =>
    db.kysely.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  const jobs = async (id: string) =>
    (
      await db.kysely
        .selectFrom("outbox")
        .select(["job", "status"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .orderBy("job")
        .execute()
    ).map((j) => `${j.job}:${j.status}`);
  const states = async (status?: string) => {
    const out: string[] = [];
    const args = ["export", "--type", "newsletter", "--format", "json", ...(status ? ["--status", status] : [])];
    expect(
      await runLeadsCli(
        args,
        env,
        (t) => out.push(t),
        () => {},
      ),
    ).toBe(0);
    return Object.fromEntries(
      (JSON.parse(out.join("")) as { newsletter: { email: string; status: string }[] }).newsletter.map((r) => [
        r.email,
        r.status,
      ]),
    );
  };

  it("pending until the link is followed, then active with a welcome, then unsubscribed; the CLI shows each state", async () => {
    const links = createNewsletterLinks(db.kysely, "secret", { welcome: true, now: () => clock });
    const id = await subscribe("Reader@Example.com", T0);
    expect(await row("reader@example.com")).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect(await jobs(id)).toEqual(["confirm:pending"]);
    expect(await states()).toMatchObject({ "reader@example.com": "pending" });
    // The business's send list holds confirmed addresses only.
    expect(await states("active")).not.toHaveProperty("reader@example.com");

    // Following the link for another address, or a token for the other link, confirms nothing.
    expect(links.verify("confirm", newsletterToken("unsubscribe", "reader@example.com", "secret"))).toBeNull();
    const email = links.verify("confirm", newsletterToken("confirm", "reader@example.com", "secret"))!;
    expect(await links.follow("confirm", email)).toBe("done");
    expect((await row("reader@example.com"))!.confirmed_at).not.toBeNull();
    expect(await jobs(id)).toEqual(["confirm:pending", "welcome:pending"]);
    expect(await states("active")).toMatchObject({ "reader@example.com": "active" });
    // Again: still subscribed, no second welcome.
    expect(await links.follow("confirm", email)).toBe("done");
    expect(await jobs(id)).toHaveLength(2);
    // A confirmed subscriber who signs up again is sent nothing.
    await subscribe("reader@example.com", T0 + 2 * HOUR);
    expect(await jobs(id)).toHaveLength(2);

    await links.follow("unsubscribe", email);
    expect(await states()).toMatchObject({ "reader@example.com": "unsubscribed" });
    // Unsubscribed, the old confirmation link no longer subscribes the address.
    expect(await links.follow("confirm", email)).toBe("gone");
    expect(await states()).toMatchObject({ "reader@example.com": "unsubscribed" });
  });

  it("a repeat sign-up of a pending address sends the link again, at most once an hour", async () => {
    const id = await subscribe("twice@example.com", T0);
    await subscribe("twice@example.com", T0 + 10 * 60_000);
    expect(await jobs(id)).toEqual(["confirm:pending"]);
    await subscribe("twice@example.com", T0 + HOUR + 1);
    expect(await jobs(id)).toEqual(["confirm:pending", "confirm:pending"]);
  });

  it("two sign-ups of a new address at once store one subscription and send one link", async () => {
    const ids = await Promise.all([subscribe("race@example.com", T0), subscribe("race@example.com", T0)]);
    expect(new Set(ids).size).toBe(1);
    expect(await jobs(ids[0])).toEqual(["confirm:pending"]);
  });

  it("a subscription not confirmed within 7 days expires: deleted, its unsent link dropped, the link then refused", async () => {
    const links = createNewsletterLinks(db.kysely, "secret", { welcome: true, now: () => clock });
    const id = await subscribe("late@example.com", T0);
    const keep = await subscribe("keep@example.com", T0 + DAY);
    await db.kysely.updateTable("outbox").set({ status: "failed" }).where("lead_id", "=", id).execute();

    expect(await expirePendingSubscribers(db.kysely, T0 + 7 * DAY - 1)).toBe(0);
    // late@ and race@ (asked for at T0) expire; twice@ was sent its link again an hour later, which restarted its week.
    expect(await expirePendingSubscribers(db.kysely, T0 + 7 * DAY + 1)).toBe(2);
    expect(await row("late@example.com")).toBeUndefined();
    expect(await row("race@example.com")).toBeUndefined();
    expect(await row("twice@example.com")).toBeDefined();
    expect(await jobs(id)).toEqual(["confirm:cancelled"]);
    // Confirmed and newer pending subscriptions stay.
    expect(await row("keep@example.com")).toBeDefined();
    expect(await row("reader@example.com")).toBeDefined();
    expect(await jobs(keep)).toEqual(["confirm:pending"]);
    clock = T0 + 7 * DAY + 2;
    expect(await links.follow("confirm", "late@example.com")).toBe("gone");
    // A second server running the same job at the same moment finds nothing more.
    expect(await Promise.all([1, 2].map(() => expirePendingSubscribers(db.kysely, T0 + 7 * DAY + 1)))).toEqual([0, 0]);
  });
});
