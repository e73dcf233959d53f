import { parseArgs } from "node:util";
import { parseEnv } from "../env.ts";
import { backup, restore, sqliteIntegrity } from "./backup.ts";
import { openDatabase } from "./database.ts";

export const USAGE = `Usage: npm run db -- <command> <file>

Commands:
  backup <file>     A consistent copy of the database while the server runs (SQLite: its online
                    backup API; PostgreSQL: pg_dump, custom format). Never overwrites a file.
  restore <file>    Restores a backup into an empty location: SQLITE_PATH must not exist yet, or
                    DATABASE_URL must name an empty database; then checks the copy (SQLite: its
                    integrity check; PostgreSQL: every table read in full, each with the backup's
                    row count) and says what it found. Then start the server on it.
  check             SQLite's integrity check of SQLITE_PATH (PostgreSQL checks itself).
`;

type Out = (text: string) => void;

/** `npm run db -- backup|restore|check`; answers the exit code. */
export async function runDbCli(argv: string[], source: Record<string, string | undefined>, out: Out, err: Out) {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} }));
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, file] = positionals;
  const env = parseEnv(source);
  try {
    switch (command) {
      case "backup": {
        if (!file) break;
        const done = await backup(env, file);
        out(`Backed up with ${done.method} to ${done.file} (${done.bytes} bytes).\n`);
        return 0;
      }
      case "restore": {
        if (!file) break;
        const done = await restore(env, file);
        // Opening it runs any migration the backup predates, so the server starts on it as it is.
        const db = await openDatabase(env);
        await db.close();
        out(
          `Restored ${file} into ${done.target} (${done.method}).\nIntegrity check: ${done.check}.\nStart the server with the same settings.\n`,
        );
        return 0;
      }
      case "check": {
        if (env.DATABASE_URL) {
          out("PostgreSQL checks its own pages; nothing to do here.\n");
          return 0;
        }
        const result = sqliteIntegrity(env.SQLITE_PATH);
        out(`${result}\n`);
        return result === "ok" ? 0 : 1;
      }
      case "help":
      case undefined:
        (command ? out : err)(USAGE);
        return command ? 0 : 2;
    }
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 1;
  }
  err(
    `${command && ["backup", "restore"].includes(command) ? `${command} needs a file name` : `Unknown command "${command}"`}\n\n${USAGE}`,
  );
  return 2;
}
