/** `npm run db -- backup <file>|restore <file>|check`: the business's backups (server/db/cli.ts). */
import { runDbCli } from "../server/db/cli.ts";
import { runCli } from "./run-cli.ts";

await runCli((argv, env, { out, err }) => runDbCli(argv, env, out, err));
