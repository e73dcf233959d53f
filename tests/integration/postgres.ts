import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { forFile } from "./for-file.ts";

/** PG_BIN, or the newest PostgreSQL installed by Debian's packages. */
const BIN =
  process.env.PG_BIN ??
  path.join(
    "/usr/lib/postgresql",
    (existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : ["15"]).sort((a, b) => +b - +a)[0]!,
    "bin",
  );

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb refuses root). */
function runAsOwner(binary: string, args: string[]) {
  const command = path.join(BIN, binary);
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${binary} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  }
}

export type TestPostgres = {
  /** A fresh, empty database on the throwaway server. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
};

/**
 * A throwaway PostgreSQL server for one test file: started before the file's tests and stopped after them. Answers
 * a function that gives the server inside a test or hook (`pg()`).
 */
export function postgresForFile(): () => TestPostgres {
  return forFile("PostgreSQL", () => startPostgres());
}

/**
 * A throwaway PostgreSQL server in a temp dir on loopback (`port`, or a free one). Durability is
 * off for tests; benchmarks ask for PostgreSQL's `durable` defaults so their figures mean something.
 */
export async function startPostgres({
  port: wanted,
  durable = false,
}: { port?: number; durable?: boolean } = {}): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  chmodSync(dir, 0o700);
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = wanted ?? (await freePort());
  const fast = durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  runAsOwner("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--no-instructions"]);
  runAsOwner("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=200`,
    "start",
  ]);
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    async createDatabase() {
      const name = `t${process.pid}_${++counter}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        runAsOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
