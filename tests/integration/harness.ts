import BetterSqlite3 from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../../server/db/schema.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import type { FeatureFactory } from "../../server/feature.ts";
import { startServer, type RunningServer } from "../../server/main.ts";
import { SERVER_BUILD_REST } from "./edge-fixture.ts";
import type { TestPostgres } from "./postgres.ts";

export const DIALECTS = ["sqlite", "postgres"] as const;
export type Dialect = (typeof DIALECTS)[number];

let buildDir: string | undefined;

/** A stand-in production build: the lead API needs no pages, only a server entry to load. */
export function fakeBuild(): string {
  if (buildDir) return buildDir;
  buildDir = mkdtempSync(path.join(tmpdir(), "fake-build-"));
  mkdirSync(path.join(buildDir, "server"));
  mkdirSync(path.join(buildDir, "client"));
  writeFileSync(
    path.join(buildDir, "server", "index.js"),
    `export const entry = { module: { default: () => new Response("page", { status: 200 }) } };
export const routes = {};
${SERVER_BUILD_REST}`,
  );
  return buildDir;
}

/**
 * Makes the database of `env` refuse writes, as a full disk or a failed primary would: on SQLite
 * another connection holds the write lock past the server's busy timeout; on PostgreSQL the
 * database turns read-only and every other connection is dropped (`admin` is a connection to it).
 * Returns how to bring writes back: connections opened while read-only keep that default, so
 * they are dropped again; the server's pool reconnects.
 */
export async function refuseWrites(env: Record<string, string>, admin: Kysely<Database>): Promise<() => Promise<void>> {
  if (env.SQLITE_PATH) {
    const lock = new BetterSqlite3(env.SQLITE_PATH);
    lock.exec("begin exclusive");
    return async () => {
      lock.exec("rollback");
      lock.close();
    };
  }
  const name = new URL(env.DATABASE_URL!).pathname.slice(1);
  const dropOthers = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(
      admin,
    );
  await sql.raw(`alter database ${name} set default_transaction_read_only = on`).execute(admin);
  await dropOthers();
  return async () => {
    await sql.raw(`alter database ${name} reset default_transaction_read_only`).execute(admin);
    await dropOthers();
  };
}

/** Environment for a fresh, empty database of the given kind. */
export async function databaseEnv(dialect: Dialect, pg: TestPostgres | undefined): Promise<Record<string, string>> {
  if (dialect === "postgres") return { DATABASE_URL: await pg!.createDatabase() };
  return { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "leads-db-")), "site.sqlite") };
}

export const QUIET_ENV = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "silent",
  SITE_URL: "http://127.0.0.1:3000",
  UNSUBSCRIBE_SECRET: "test-unsubscribe-secret",
};

export async function startApp(
  env: Record<string, string>,
  features: FeatureFactory[] = leadCaptureFeatures,
): Promise<RunningServer> {
  return startServer({ ...QUIET_ENV, BUILD_DIR: fakeBuild(), ...env }, features);
}

/** Polls until `check` passes or the deadline is over (deliveries run in the background). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The real server process, as production runs it; resolves once it has announced itself. */
export async function startServerProcess(env: Record<string, string>, children: ChildProcess[]) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  // Created now, so an exit that happens before anyone waits is not missed.
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyLine(output)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, exited };
}

export type Posted = { status: number; headers: Headers; body: Record<string, unknown> };

/** POSTs JSON (an object) or a urlencoded form (URLSearchParams) or raw text with a given type. */
export async function post(
  base: string,
  pathname: string,
  body: unknown,
  init: { type?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<Posted> {
  let payload: string | undefined;
  let type = init.type;
  if (body instanceof URLSearchParams) {
    payload = body.toString();
    type ??= "application/x-www-form-urlencoded";
  } else if (typeof body === "string") {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    type ??= "application/json";
  }
  const response = await fetch(base + pathname, {
    method: init.method ?? "POST",
    headers: { ...(type ? { "Content-Type": type } : {}), ...init.headers },
    body: payload,
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const validContact = {
  user_name: "Jane Doe",
  user_email: "jane@example.com",
  user_phone: "(213) 555-0100",
  message: "Please measure three bay windows.",
  location_address: "123 Main St, Los Angeles, CA",
  location_lat: "34.0522",
  location_lng: "-118.2437",
};

export const validQuote = {
  user_name: "John Roe",
  user_email: "john@example.com",
  user_phone: "+1 213 555 0101",
  product_type: "blinds",
  product_model: "Other",
  custom_product_model: "Split-level cellular",
  quantity: "4",
  window_dimensions: "36 x 48 in",
  preferred_color: "Ivory",
  preferred_material: "Faux Wood",
  installation_required: "yes",
  message: "Two bedrooms.",
};

/** A mailed swatch order (issue 36) as the API takes it. */
export const validSwatchOrder = {
  swatches: ["roller-arctic-white", "roman-harbor-blue", "mini-cream"],
  user_name: "Ana Ruiz",
  user_email: "ana@example.com",
  address_line1: "350 S Grand Ave",
  address_line2: "Apt 12",
  city: "Los Angeles",
  state: "CA",
  zip: "90071",
};

/** The server's start-up announcement in what it printed: a JSON log line with the site's URL. */
export function readyLine(output: string): { url: string } | undefined {
  for (const line of output.split("\n")) {
    try {
      const entry = JSON.parse(line) as { message?: string; url?: string };
      if (entry.message?.startsWith("Site ready at") && entry.url) return { url: entry.url };
    } catch {
      // not a whole line yet
    }
  }
  return undefined;
}
