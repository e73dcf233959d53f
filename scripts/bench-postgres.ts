/**
 * A throwaway PostgreSQL cluster for benchmarks: initdb in a temp directory
 * as the postgres user, listening on loopback only, removed on stop. Unlike
 * the integration tests' helper (tests/integration/postgres.ts, fsync off for
 * speed) it keeps PostgreSQL's durable defaults, so the figures mean something.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { tempDir } from "./bench-common.ts";

export type Postgres = { url: string; stop: () => void };

function bin(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(root, v, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${name} was not found under ${root}`);
}

/** Runs a PostgreSQL binary as the postgres user (the server refuses to run as root). */
function asPostgres(args: string[]): void {
  const command = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...args] : args;
  execFileSync(command[0]!, command.slice(1), { stdio: ["ignore", "ignore", "pipe"] });
}

export function startPostgres(port: number): Postgres {
  const dir = tempDir("bench-pg");
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  asPostgres([bin("initdb"), "-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  asPostgres([
    bin("pg_ctl"),
    "-D",
    data,
    "-w",
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres([bin("pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
