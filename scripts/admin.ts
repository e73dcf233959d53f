/** `npm run admin -- create-user|list-users|…`: the back office's staff accounts (server/auth/cli.ts). */
import { runAdminCli } from "../server/auth/cli.ts";
import { runCli } from "./run-cli.ts";

await runCli((argv, env, io) =>
  runAdminCli(argv, env, {
    ...io,
    stdin: process.stdin,
    terminal: process.stdin.isTTY ? { input: process.stdin, output: process.stdout } : undefined,
  }),
);
