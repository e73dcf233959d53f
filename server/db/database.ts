import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { logger } from "../logger.ts";
import { migrationProvider } from "./migrations.ts";
import type { Database } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";
export type Db = { kysely: Kysely<Database>; dialect: DialectName; close: () => Promise<void> };
export type DbConfig = { DATABASE_URL: string; SQLITE_PATH: string };

/**
 * Opens the configured database and brings its schema up to date. A database a newer release has already migrated
 * (during a rolling upgrade, decision 0015) is used as it is: that release's migrations only add, so this one runs
 * against it unchanged, and a crashed old instance can restart beside the new one.
 */
export async function openDatabase(config: DbConfig): Promise<Db> {
  const db = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openSqlite(config.SQLITE_PATH);
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider });
  const ahead = await newerMigrations(db.kysely, migrator);
  if (ahead.length > 0) {
    logger.warn("the database has migrations this release does not know; it runs against them unmigrated", {
      migrations: ahead,
    });
    return db;
  }
  // Kysely's migrator never throws: a failure comes back as `error`.
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Success") logger.info("database migrated", { migration: r.migrationName });
    else if (r.status === "Error") logger.error("database migration failed", { migration: r.migrationName });
  }
  if (!error) return db;
  await db.close();
  throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Migrations the database has run that this release does not know: a newer release's. Kysely would refuse to start
 * ("corrupted migrations"); when every migration this release knows has run too, there is nothing for it to do and
 * the newer schema only adds (decision 0015). If one of ours is missing as well, the database is not one a newer
 * release of this project made: Kysely's own error stands.
 */
async function newerMigrations(db: Kysely<Database>, migrator: Migrator): Promise<string[]> {
  const known = await migrator.getMigrations();
  // A database that has not run every migration of ours is migrated as usual (a new one has run none).
  const allOursRan = known.every((migration) => migration.executedAt !== undefined);
  if (!allOursRan) return [];
  const ours = new Set(known.map((migration) => migration.name));
  const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return ran.rows.map((row) => row.name).filter((name) => !ours.has(name));
}

function openSqlite(file: string): Db {
  const resolved = path.resolve(file);
  createPrivately(resolved);
  const database = new BetterSqlite3(resolved);
  // WAL lets readers (the CLI) work while the server writes; busy_timeout makes a second writer wait, not fail at once.
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  // FULL: a committed lead survives a power cut too, not only a process crash; leads are few, so the fsync is cheap.
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: "sqlite", close: () => kysely.destroy() };
}

/**
 * Leads are personal data: the database is readable by the server's user only. SQLite gives its -wal and -shm files
 * the database file's mode, so creating that file 0600 (and a new directory 0700) covers all three; a file left 0644
 * by an older version is tightened. An existing directory is left alone: it may be shared, like /tmp.
 */
function createPrivately(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (statSync(part).mode & 0o077) chmodSync(part, 0o600);
    } catch {
      // -wal and -shm exist only while a connection is open.
    }
  }
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection the server drops (restart, failover, terminated session) must not crash the process: the pool reports
  // idle ones, a client held by a transaction between queries reports to itself; the work in hand fails with its query.
  const lost = (error: Error) => logger.warn("database connection lost", { error: error.message });
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: "postgres", close: () => kysely.destroy() };
}
