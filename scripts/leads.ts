/** `npm run leads -- list|show <id>|export|retry`: the business's access to its leads. */
import { EnvError } from "../server/env.ts";
import { runLeadsCli } from "../server/leads/cli.ts";

try {
  process.exitCode = await runLeadsCli(
    process.argv.slice(2),
    process.env,
    (text) => process.stdout.write(text),
    (text) => process.stderr.write(text),
  );
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
