/** `npm run db -- backup <file>|restore <file>|check`: the business's backups (server/db/cli.ts). */
import { runDbCli } from "../server/db/cli.ts";
import { EnvError } from "../server/env.ts";

try {
  process.exitCode = await runDbCli(
    process.argv.slice(2),
    process.env,
    (text) => process.stdout.write(text),
    (text) => process.stderr.write(text),
  );
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
