import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { checkPostgresRestore, sqliteIntegrity } from "../../server/db/backup.ts";
import { runDbCli } from "../../server/db/cli.ts";
import { openDatabase } from "../../server/db/database.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

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
    const env = await databaseEnv(dialect, pg());
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
          : { DATABASE_URL: await pg().createDatabase() };
      const restored = await cli(["restore", file], fresh);
      expect(restored.code, restored.err).toBe(0);
      // Reading the copy left nothing beside it (a WAL copy would have left -wal and -shm files).
      expect(readdirSync(path.dirname(file))).toEqual(["site.backup"]);
      expect(restored.out).toMatch(
        dialect === "sqlite"
          ? /Integrity check: SQLite integrity_check ok\./
          : /Integrity check: \d+ tables read in full, \d+ rows, each table's count as in the backup\./,
      );
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
    const env = await databaseEnv(dialect, pg());
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
    const env = await databaseEnv(dialect, pg());
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

describe("PostgreSQL backups and the password in DATABASE_URL (issue 15)", () => {
  // A `:` and a `\` to escape in the passfile; trust authentication lets any password in.
  const PASSWORD = "pa:ss\\w0rd-s3cret";
  const withPassword = (url: string) => url.replace("postgres@", `postgres:${encodeURIComponent(PASSWORD)}@`);

  /** pg_dump and pg_restore as the CLI finds them on PATH: each records what it was given, then runs the real one. */
  function recordingTools(log: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), "pg-tools-"));
    for (const tool of ["pg_dump", "pg_restore"]) {
      const real = execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
      const script = `#!/bin/sh
{
  echo "run ${tool}"
  for a in "$@"; do printf 'arg %s\\n' "$a"; done
  printf 'env %s|%s\\n' "\${PGPASSWORD:-}" "\${DATABASE_URL:-}"
  if [ -n "\${PGPASSFILE:-}" ]; then
    printf 'passfile %s %s\\n' "$PGPASSFILE" "$(stat -c %a "$PGPASSFILE")"
    printf 'line %s\\n' "$(cat "$PGPASSFILE")"
  fi
} >> "${log}"
exec ${real} "$@"
`;
      writeFileSync(path.join(dir, tool), script, { mode: 0o755 });
    }
    return dir;
  }

  /** `npm run db -- …` through its entry script, as an operator runs it. */
  const dbCommand = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ["scripts/db.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
    });

  it("never gives pg_dump or pg_restore the password on their command line, and checks the restored copy", async () => {
    const source = withPassword(await pg().createDatabase());
    const db = await openDatabase({ DATABASE_URL: source, SQLITE_PATH: "" });
    try {
      await db.kysely
        .insertInto("contact_messages")
        .values({
          id: "c-1",
          created_at: "2026-11-25T12:00:00Z",
          user_name: "Jane Doe",
          user_email: "jane@example.com",
          user_phone: "",
          // A line break in a value: still one row of the backup.
          message: "line one\nline two",
          location_address: "",
          location_lat: null,
          location_lng: null,
          client_ip: "",
          user_agent: "",
        })
        .execute();
    } finally {
      await db.close();
    }
    const work = mkdtempSync(path.join(tmpdir(), "pg-backup-"));
    const log = path.join(work, "tools.log");
    const PATH = `${recordingTools(log)}:${process.env.PATH}`;
    const file = path.join(work, "site.backup");

    const backedUp = dbCommand(["backup", file], { PATH, DATABASE_URL: source });
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain("pg_dump");
    const target = withPassword(await pg().createDatabase());
    const restored = dbCommand(["restore", file], { PATH, DATABASE_URL: target });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /Integrity check: \d+ tables read in full, \d+ rows, each table's count as in the backup\./,
    );

    const lines = readFileSync(log, "utf8").trimEnd().split("\n");
    expect(lines.filter((l) => l.startsWith("run ")).sort()).toEqual([
      "run pg_dump",
      // The restore itself, then the check reading the backup's rows back.
      "run pg_restore",
      "run pg_restore",
    ]);
    const secrets = [PASSWORD, encodeURIComponent(PASSWORD), "s3cret"];
    for (const line of lines.filter((l) => !l.startsWith("line "))) {
      for (const secret of secrets) expect(line, "the password outside the passfile").not.toContain(secret);
    }
    const passfiles = lines.filter((l) => l.startsWith("passfile ")).map((l) => l.split(" "));
    expect(passfiles.map(([, , mode]) => mode)).toEqual(["600", "600"]);
    expect(lines.filter((l) => l.startsWith("line "))).toEqual([
      "line *:*:*:*:pa\\:ss\\\\w0rd-s3cret",
      "line *:*:*:*:pa\\:ss\\\\w0rd-s3cret",
    ]);
    for (const [, passfile] of passfiles)
      expect(existsSync(passfile!), "the passfile is removed after use").toBe(false);

    // The check fails when the restored database does not hold what the backup holds.
    const restoredDb = await openDatabase({ DATABASE_URL: target, SQLITE_PATH: "" });
    try {
      await sql`delete from contact_messages`.execute(restoredDb.kysely);
      await sql`create table extra (id int)`.execute(restoredDb.kysely);
    } finally {
      await restoredDb.close();
    }
    const problem = await checkPostgresRestore(target, file).then(
      () => "no problem found",
      (error: Error) => error.message,
    );
    expect(problem).toContain("contact_messages has 0 rows, the backup 1");
    expect(problem).toContain("extra is not in the backup");
  });
});
