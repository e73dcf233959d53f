/** What `npm run leads`, `db` and `admin` share: this process's arguments, environment and output; the tool's answer is the exit code. */
import { EnvError } from "../server/env.ts";

type Io = { out: (text: string) => void; err: (text: string) => void };

export async function runCli(tool: (argv: string[], env: NodeJS.ProcessEnv, io: Io) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await tool(process.argv.slice(2), process.env, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } catch (error) {
    process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
