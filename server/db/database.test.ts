import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
