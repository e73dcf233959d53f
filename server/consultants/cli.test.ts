import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCli } from "../auth/cli.ts";
import { createUser } from "../auth/users.ts";
import { openDatabase, type Db } from "../db/database.ts";

const env = {
  SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "consultant-cli-")), "site.sqlite"),
  SITE_URL: "https://blinds.example",
  LOG_LEVEL: "silent",
};

async function admin(argv: string[]) {
  let out = "";
  let err = "";
  const code = await runAdminCli(argv, env, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    stdin: Readable.from([]),
  });
  return { code, out, err };
}

describe("npm run admin -- consultant (issue 37)", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", ...env });
    await createUser(db.kysely, "maria.lopez@example.com", "a long enough password");
  });
  afterAll(async () => {
    await db?.close();
  });

  it("makes a staff member a consultant and prints its hours, limit and private feed address", async () => {
    const made = await admin([
      "consultant",
      "--email",
      "Maria.Lopez@example.com",
      "--hours",
      "Mo-We 09:00-17:00, Th 09:00-17:00",
      "--daily-limit",
      "3",
    ]);
    expect(made.err).toBe("");
    expect(made.code).toBe(0);
    const printed = JSON.parse(made.out) as Record<string, unknown>;
    expect(printed).toMatchObject({ email: "maria.lopez@example.com", hours: "Mo-Th 09:00-17:00", dailyLimit: 3 });
    expect(printed.feedUrl).toMatch(/^https:\/\/blinds\.example\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.ics$/);
    const row = await db.kysely.selectFrom("consultants").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Maria", active: 1, daily_limit: 3 });

    const again = await admin([
      "consultant",
      "--email",
      "maria.lopez@example.com",
      "--hours",
      "Fr 10:00-14:00",
      "--inactive",
    ]);
    expect(JSON.parse(again.out)).toMatchObject({
      hours: "Fr 10:00-14:00",
      dailyLimit: null,
      feedUrl: printed.feedUrl,
    });
    expect((await db.kysely.selectFrom("consultants").selectAll().execute()).map((r) => r.active)).toEqual([0]);
  });

  it("refuses an e-mail that is no staff member's, and hours outside the opening hours", async () => {
    const stranger = await admin(["consultant", "--email", "nobody@example.com", "--hours", "Mo-Fr 09:00-17:00"]);
    expect(stranger.code).toBe(1);
    expect(stranger.err).toMatch(/not a staff member/);
    const late = await admin(["consultant", "--email", "maria.lopez@example.com", "--hours", "Mo 09:00-20:00"]);
    expect(late.code).toBe(1);
    expect(late.err).toMatch(/outside the business's opening hours/);
    const missing = await admin(["consultant", "--email", "maria.lopez@example.com"]);
    expect(missing.code).toBe(2);
  });
});
