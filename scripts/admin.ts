/** `npm run admin -- create-user|list-users|…`: the back office's staff accounts (server/auth/cli.ts). */
import { runAdminCli } from "../server/auth/cli.ts";
import { EnvError } from "../server/env.ts";

try {
  process.exitCode = await runAdminCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    stdin: process.stdin,
    terminal: process.stdin.isTTY ? { input: process.stdin, output: process.stdout } : undefined,
  });
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
