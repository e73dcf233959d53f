import { spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import type { DbConfig } from "./database.ts";

/**
 * Backups that restore (issue 15). SQLite: SQLite's online backup API, copying every page in
 * one step so the copy is one consistent moment while the server keeps writing (WAL lets it).
 * PostgreSQL: `pg_dump` in its custom format, restored with `pg_restore`.
 */
export type BackupResult = { method: string; file: string; bytes: number };

/** "ok" or what SQLite's integrity check found wrong. */
export function sqliteIntegrity(file: string): string {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

type Spawned = { command: string; args: string[]; env?: NodeJS.ProcessEnv };

/** Our environment for a PostgreSQL tool, without the URL that carries the password. */
function toolEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, PGPASSWORD: _password, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

function run({ command, args, env }: Spawned): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on("error", (error) => reject(new Error(`${command} could not run: ${error.message}`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.trim()}`))));
  });
}

/**
 * Runs `work` with what pg_dump and pg_restore need to reach `url` without its password on
 * their command line, where `ps` shows it to every user of the machine: the URL without the
 * password (`--dbname`), and the password in a passfile (0600, in a 0700 directory of its own,
 * deleted afterwards) named by PGPASSFILE in their environment only; they never inherit
 * DATABASE_URL either.
 */
async function withPostgresLogin<T>(url: string, work: (dbname: string, env: NodeJS.ProcessEnv) => Promise<T>) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password) || parsed.searchParams.get("password") || "";
  parsed.password = "";
  parsed.searchParams.delete("password");
  if (!password) return work(parsed.href, toolEnv());
  if (/[\r\n]/.test(password))
    throw new Error("the password in DATABASE_URL has a line break: a passfile cannot hold it");
  const dir = mkdtempSync(path.join(tmpdir(), "pg-login-"));
  try {
    const passfile = path.join(dir, "pgpass");
    // Every host, port, database and user: the file exists for this one command. `\` and `:` escaped.
    writeFileSync(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
    return await work(parsed.href, toolEnv({ PGPASSFILE: passfile }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the copy next to its final name first: a half-written backup never has the name of a good one. */
export async function backup(config: DbConfig, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new Error(`${target} already exists: choose a new file name`);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  // The copy and SQLite's side files of it while it is written and checked.
  const clear = () => ["", "-journal", "-wal", "-shm"].forEach((side) => rmSync(partial + side, { force: true }));
  clear();
  // 0600 before a byte is in it: in a directory others may read, the copy never is, nor are the
  // journal files SQLite makes beside it (they take the database file's mode).
  closeSync(openSync(partial, "wx", 0o600));
  try {
    if (config.DATABASE_URL) {
      await withPostgresLogin(config.DATABASE_URL, (dbname, env) =>
        run({
          command: "pg_dump",
          args: ["--format=custom", "--no-owner", "--file", partial, "--dbname", dbname],
          env,
        }),
      );
    } else {
      const source = path.resolve(config.SQLITE_PATH);
      if (!existsSync(source)) throw new Error(`no database at ${source}`);
      const db = new BetterSqlite3(source, { fileMustExist: true });
      try {
        db.pragma("busy_timeout = 5000");
        // Every page in one step: one read transaction, one consistent copy. In smaller steps a
        // write between two of them restarts the copy, and a steady stream of leads never lets it end.
        await db.backup(partial, { progress: () => 0x7fffffff });
      } finally {
        db.close();
      }
      // The copy says WAL, as its source does: a reader would then leave -wal and -shm files beside
      // it (and could not open it at all where it may not write them). One file, in rollback mode.
      const copy = new BetterSqlite3(partial, { fileMustExist: true });
      try {
        copy.pragma("journal_mode = DELETE");
      } finally {
        copy.close();
      }
      const check = sqliteIntegrity(partial);
      if (check !== "ok") throw new Error(`the copy failed its integrity check: ${check}`);
    }
    chmodSync(partial, 0o600);
    copyFileSync(partial, target);
    chmodSync(target, 0o600);
  } finally {
    clear();
  }
  return {
    method: config.DATABASE_URL ? "pg_dump (custom format)" : "SQLite online backup API",
    file: target,
    bytes: statSync(target).size,
  };
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const publicTables = async (client: pg.Client) =>
  (
    await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )
  ).rows.map((r) => r.name);

/**
 * The rows of each table as a custom-format dump holds them: pg_restore writes its data as
 * COPY blocks (no database needed), one line per row — COPY's text format escapes line breaks.
 */
export async function dumpedRowCounts(file: string): Promise<Map<string, number>> {
  const child = spawn("pg_restore", ["--data-only", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
    env: toolEnv(),
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", (error) => reject(new Error(`pg_restore could not run: ${error.message}`)));
    child.on("exit", resolve);
  });
  const counts = new Map<string, number>();
  let table: string | null = null;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (table === null) {
      const copy = /^COPY (?:"?public"?\.)?"?([^"\s(]+)"? .*FROM stdin;$/.exec(line);
      if (copy) counts.set((table = copy[1]!), 0);
    } else if (line === "\\.") {
      table = null;
    } else {
      counts.set(table, counts.get(table)! + 1);
    }
  }
  if ((await exited) !== 0) throw new Error(`pg_restore could not read the backup: ${errors.trim()}`);
  return counts;
}

/**
 * PostgreSQL's counterpart of SQLite's integrity check after a restore: every table of the
 * backup is there and nothing else, every row of every table can be read (count(*) reads each
 * page), and each table has as many rows as the backup holds. Answers a line for the report.
 */
export async function checkPostgresRestore(url: string, file: string): Promise<string> {
  const expected = await dumpedRowCounts(file);
  const problems: string[] = [];
  let rows = 0;
  await withPostgres(url, async (client) => {
    const tables = await publicTables(client);
    for (const name of tables) {
      if (!expected.has(name)) problems.push(`${name} is not in the backup`);
    }
    for (const [name, count] of expected) {
      if (!tables.includes(name)) {
        problems.push(`${name} is missing`);
        continue;
      }
      const found = Number(
        (await client.query<{ n: string }>(`select count(*) as n from public."${name.replace(/"/g, '""')}"`)).rows[0]!
          .n,
      );
      rows += found;
      if (found !== count) problems.push(`${name} has ${found} rows, the backup ${count}`);
    }
  });
  if (problems.length) throw new Error(`the restored database does not match the backup: ${problems.join("; ")}`);
  return `${expected.size} tables read in full, ${rows} rows, each table's count as in the backup`;
}

/**
 * Restores a backup into an empty location only: a restore never overwrites a live database.
 * Answers how, where, and what the integrity check of the restored copy found.
 */
export async function restore(
  config: DbConfig,
  file: string,
): Promise<{ method: string; target: string; check: string }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  if (config.DATABASE_URL) {
    const empty = await withPostgres(config.DATABASE_URL, async (client) => {
      const found = await client.query("select 1 from information_schema.tables where table_schema = 'public' limit 1");
      return found.rowCount === 0;
    });
    if (!empty) throw new Error("the database DATABASE_URL names is not empty: restore into a new, empty database");
    await withPostgresLogin(config.DATABASE_URL, (dbname, env) =>
      run({ command: "pg_restore", args: ["--no-owner", "--exit-on-error", "--dbname", dbname, source], env }),
    );
    // Before anything else writes to it (the CLI then brings its schema up to date).
    const check = await checkPostgresRestore(config.DATABASE_URL, source);
    return { method: "pg_restore", target: new URL(config.DATABASE_URL).pathname.slice(1), check };
  }
  const target = path.resolve(config.SQLITE_PATH);
  for (const part of [target, `${target}-wal`, `${target}-shm`]) {
    if (existsSync(part) && statSync(part).size > 0) {
      throw new Error(`${part} exists: restore into a new location (set SQLITE_PATH to an empty path)`);
    }
  }
  const check = sqliteIntegrity(source);
  if (check !== "ok") throw new Error(`the backup failed its integrity check: ${check}`);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  copyFileSync(source, target);
  chmodSync(target, 0o600);
  const restored = sqliteIntegrity(target);
  if (restored !== "ok") throw new Error(`the restored copy failed its integrity check: ${restored}`);
  return { method: "copy of a checked SQLite backup", target, check: "SQLite integrity_check ok" };
}
