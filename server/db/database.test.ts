import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("the SQLite database's files (issue 19)", () => {
  it("creates the database and its -wal and -shm files 0600 in a new 0700 directory", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "db-mode-")), "data", "leads");
    const file = path.join(dir, "site.sqlite");
    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: file });
    try {
      await db.kysely
        .insertInto("rate_limits")
        .values({ key: "mode-test", window_start: 0, count: 1, expires_at: new Date().toISOString() })
        .execute();
      expect(mode(dir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await db.close();
    }
  });

  it("tightens a database file an older version left readable by everyone", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "db-mode-")), "site.sqlite");
    writeFileSync(file, "", { mode: 0o644 });
    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: file });
    await db.close();
    expect(mode(file)).toBe(0o600);
  });
});

describe("a database a newer release has migrated (rolling upgrade, decision 0015)", () => {
  it("opens it unmigrated instead of refusing to start, and still refuses one that skipped a migration of ours", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "db-ahead-")), "site.sqlite");
    const first = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: file });
    // What the next release's migration leaves: one more row in Kysely's table (and, here, one more column).
    await sql`alter table contact_messages add column next_release_note text`.execute(first.kysely);
    await sql`insert into kysely_migration (name, timestamp) values ('999_next_release', '2027-01-01T00:00:00.000Z')`.execute(
      first.kysely,
    );
    await first.close();

    const restarted = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: file });
    const tables = await sql<{ n: number }>`select count(*) as n from contact_messages`.execute(restarted.kysely);
    expect(Number(tables.rows[0]!.n)).toBe(0);
    // One of this release's own migrations missing as well: not a newer release's database, so Kysely's error stands.
    await sql`delete from kysely_migration where name = '007_back_office'`.execute(restarted.kysely);
    await restarted.close();
    await expect(openDatabase({ DATABASE_URL: "", SQLITE_PATH: file })).rejects.toThrow(/corrupted migrations/);
  });
});
