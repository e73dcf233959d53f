import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteIntegrity } from "../../server/db/backup.ts";
import { runDbCli } from "../../server/db/cli.ts";
import { openDatabase } from "../../server/db/database.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact } from "./harness.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

const cli = async (argv: string[], env: Record<string, string>) => {
  let out = "";
  let err = "";
  const code = await runDbCli(
    argv,
    { LOG_LEVEL: "silent", ...env },
    (t) => (out += t),
    (t) => (err += t),
  );
  return { code, out, err };
};

describe.each(DIALECTS)("backups on %s (issue 15)", (dialect) => {
  it("backs up under a steady stream of leads; the restored copy has every lead acknowledged before, and serves", async () => {
    const env = await databaseEnv(dialect, pg);
    const app = await startApp({ ...env, RATE_LIMIT_MAX: "100000" });
    const acknowledged: { id: string; at: number }[] = [];
    let streaming = true;
    let n = 0;
    // Four writers posting leads back to back until the backup is done.
    const writers = Array.from({ length: 4 }, async () => {
      while (streaming) {
        const answer = await post(app.url, "/api/contact", { ...validContact, message: `Lead ${n++}` });
        if (answer.status === 201) acknowledged.push({ id: (answer.body as { id: string }).id, at: Date.now() });
      }
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "backup-")), "site.backup");
    try {
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
      const began = Date.now();
      const done = await cli(["backup", file], env);
      expect(done.code, done.err).toBe(0);
      expect(done.out).toContain(dialect === "sqlite" ? "SQLite online backup API" : "pg_dump");
      streaming = false;
      await Promise.all(writers);
      // Leads kept being written and acknowledged while it ran (the writers never paused for it).
      expect(
        acknowledged.filter((a) => a.at >= began).length,
        "leads acknowledged after the backup began",
      ).toBeGreaterThan(0);

      const before = acknowledged.filter((a) => a.at < began).map((a) => a.id);
      const fresh: Record<string, string> =
        dialect === "sqlite"
          ? { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "restored-")), "site.sqlite") }
          : { DATABASE_URL: await pg.createDatabase() };
      const restored = await cli(["restore", file], fresh);
      expect(restored.code, restored.err).toBe(0);
      // Reading the copy left nothing beside it (a WAL copy would have left -wal and -shm files).
      expect(readdirSync(path.dirname(file))).toEqual(["site.backup"]);
      if (dialect === "sqlite") expect(sqliteIntegrity(fresh.SQLITE_PATH!)).toBe("ok");

      const second = await startApp({ ...fresh, RATE_LIMIT_MAX: "100000" });
      try {
        const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...fresh });
        try {
          const ids = new Set((await db.kysely.selectFrom("contact_messages").select("id").execute()).map((r) => r.id));
          expect(
            before.filter((id) => !ids.has(id)),
            "acknowledged before the backup, missing from it",
          ).toEqual([]);
        } finally {
          await db.close();
        }
        // The restored site takes leads again.
        expect((await post(second.url, "/api/contact", validContact)).status).toBe(201);
      } finally {
        await second.close();
      }
      // A restore never overwrites: the location now holds a database.
      const again = await cli(["restore", file], fresh);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/exists|not empty/);
    } finally {
      streaming = false;
      await Promise.all(writers);
      await app.close();
    }
  }, 60_000);

  it("writes the backup 0600 in a new 0700 directory, and leaves no partial copy beside it", async () => {
    const env = await databaseEnv(dialect, pg);
    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
    await db.close();
    const root = mkdtempSync(path.join(tmpdir(), "backup-"));
    const file = path.join(root, "backups", "daily", "site.backup");
    const done = await cli(["backup", file], env);
    expect(done.code, done.err).toBe(0);
    const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
    expect([mode(path.join(root, "backups")), mode(path.dirname(file)), mode(file)]).toEqual(["700", "700", "600"]);
    expect(readdirSync(path.dirname(file))).toEqual(["site.backup"]);
  });

  it("refuses to overwrite a backup file and names a missing one", async () => {
    const env = await databaseEnv(dialect, pg);
    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
    await db.close();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "backup-")), "one.backup");
    expect((await cli(["backup", file], env)).code).toBe(0);
    const twice = await cli(["backup", file], env);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain("already exists");
    const missing = await cli(["restore", "/nonexistent/site.backup"], env);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("no backup at");
    expect((await cli(["backup"], env)).code).toBe(2);
  });
});
