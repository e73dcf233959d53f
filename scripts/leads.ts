/** `npm run leads -- list|show <id>|export|retry`: the business's access to its leads (server/leads/cli.ts). */
import { runLeadsCli } from "../server/leads/cli.ts";
import { runCli } from "./run-cli.ts";

await runCli((argv, env, { out, err }) => runLeadsCli(argv, env, out, err));
