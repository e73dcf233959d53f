import { spawn } from "node:child_process";
import { chmodSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import path from "node:path";
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

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on("error", (error) => reject(new Error(`${command} could not run: ${error.message}`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.trim()}`))));
  });
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
      await run("pg_dump", ["--format=custom", "--no-owner", "--file", partial, "--dbname", config.DATABASE_URL]);
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

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return (result.rows[0] as { n: number }).n === 0;
  } finally {
    await client.end();
  }
}

/** Restores a backup into an empty location only: a restore never overwrites a live database. */
export async function restore(config: DbConfig, file: string): Promise<{ method: string; target: string }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  if (config.DATABASE_URL) {
    if (!(await postgresIsEmpty(config.DATABASE_URL))) {
      throw new Error("the database DATABASE_URL names is not empty: restore into a new, empty database");
    }
    await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", config.DATABASE_URL, source]);
    return { method: "pg_restore", target: new URL(config.DATABASE_URL).pathname.slice(1) };
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
  return { method: "copy of a checked SQLite backup", target };
}
