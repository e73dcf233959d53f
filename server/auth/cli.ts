import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import { z } from "zod";
import { openDatabase, type Db } from "../db/database.ts";
import { parseEnv } from "../env.ts";
import { setLogLevel } from "../logger.ts";
import { audit } from "./audit.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { newTotpSecret, otpauthUri } from "./totp.ts";
import { OrderCliRefusal, ORDER_USAGE, runOrderStage } from "../orders/cli.ts";
import { PROPOSAL_USAGE, ProposalCliRefusal, runProposalCommand } from "../proposals/cli.ts";
import { CONSULTANT_USAGE, ConsultantCliRefusal, runConsultantCommand } from "../consultants/cli.ts";
import { createUser, findUserByEmail, listUsers, updateUser, type StaffUser } from "./users.ts";

export const USAGE = `Usage: npm run admin -- <command> [options]

Staff accounts of the back office (/admin). Visitors never have accounts.

Commands:
  create-user --email <address> [--password-stdin]
                            A new account; the password (12 characters or more) is read from
                            standard input with --password-stdin, else asked for twice
  list-users                Every account: e-mail, created, TOTP, active or disabled
  disable-user --email <address>
                            Refuses its sign-in and ends its sessions at once
  enable-user --email <address>
  reset-password --email <address> [--password-stdin]
                            A new password; every session of the account ends
  enable-totp --email <address>
                            A new authenticator secret: prints its otpauth:// URI and a QR code
                            to scan; from then on sign-in needs the 6-digit code
  disable-totp --email <address>
${PROPOSAL_USAGE}${ORDER_USAGE}${CONSULTANT_USAGE}`;

/** Where the CLI reads and writes; tests pass strings and collectors. */
export type AdminIo = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Standard input, read whole for --password-stdin. */
  stdin: Readable & { isTTY?: boolean };
  /** The terminal a password is asked on (no echo); absent when there is none. */
  terminal?: { input: Readable; output: Writable };
};

class UsageError extends Error {}
class Refusal extends Error {}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Asks without showing what is typed (the terminal echoes nothing we do not write). */
function askHidden(terminal: NonNullable<AdminIo["terminal"]>, question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: terminal.input, output: terminal.output, terminal: true });
    const output = terminal.output;
    // readline writes each keystroke back; write the question once and swallow the rest.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) output.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      output.write("\n");
      resolve(answer);
    });
  });
}

async function passwordFrom(io: AdminIo, fromStdin: boolean): Promise<string> {
  let password: string;
  if (fromStdin) {
    // One line: the trailing newline of `echo` or a here-string is not part of the password.
    password = (await readAll(io.stdin)).replace(/\r?\n$/, "");
  } else if (io.terminal) {
    password = await askHidden(io.terminal, "New password: ");
    const again = await askHidden(io.terminal, "Repeat it: ");
    if (again !== password) throw new Refusal("The two passwords differ; nothing was changed.");
  } else {
    throw new UsageError("No terminal to ask the password on: pipe it in with --password-stdin");
  }
  if (!password) throw new Refusal("The password is empty; nothing was changed.");
  const problem = passwordProblem(password);
  if (problem) throw new Refusal(`${problem} Nothing was changed.`);
  return password;
}

function emailOf(value: string | undefined): string {
  if (!value) throw new UsageError("--email <address> is required");
  const email = value.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new Refusal(`"${value}" is not an e-mail address.`);
  return email;
}

async function userOf(db: Db, email: string): Promise<StaffUser> {
  const user = await findUserByEmail(db.kysely, email);
  if (!user) throw new Refusal(`No account for ${email} (see list-users).`);
  return user;
}

function usersTable(users: StaffUser[]): string {
  if (users.length === 0) return "No accounts yet: create one with create-user.\n";
  const rows = [
    ["E-MAIL", "CREATED", "TOTP", "STATE"],
    ...users.map((u) => [
      u.email,
      u.created_at.slice(0, 10),
      u.totp_secret ? "on" : "off",
      u.disabled_at ? "disabled" : "active",
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return (
    rows
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i]!))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

/** `npm run admin -- …`; answers the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCli(
  argv: string[],
  source: Record<string, string | undefined>,
  io: AdminIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        "password-stdin": { type: "boolean" },
        lead: { type: "string" },
        id: { type: "string" },
        proposal: { type: "string" },
        stage: { type: "string" },
        note: { type: "string" },
        "expected-week": { type: "string" },
        hours: { type: "string" },
        "daily-limit": { type: "string" },
        "calendar-url": { type: "string" },
        name: { type: "string" },
        inactive: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (!command || command === "help" || parsed.values.help) {
    (command ? io.out : io.err)(USAGE);
    return command ? 0 : 2;
  }
  const env = parseEnv(source);
  setLogLevel("warn");
  let db: Db | undefined;
  try {
    const fromStdin = parsed.values["password-stdin"] ?? false;
    const cli = (action: string, user: StaffUser, detail: Record<string, unknown> = {}) =>
      audit(db!.kysely, {
        actor: "cli",
        action,
        subject: { kind: "staff_user", id: user.id },
        detail: { email: user.email, ...detail },
      });
    switch (command) {
      case "create-user": {
        const email = emailOf(parsed.values.email);
        const password = await passwordFrom(io, fromStdin);
        db = await openDatabase(env);
        const user = await createUser(db.kysely, email, password);
        if (!user) throw new Refusal(`${email} already has an account (reset-password changes its password).`);
        await cli("user_created", user);
        io.out(`Created ${email}. Sign in at ${new URL("/admin/login", env.SITE_URL).href}\n`);
        return 0;
      }
      case "list-users": {
        db = await openDatabase(env);
        io.out(usersTable(await listUsers(db.kysely)));
        return 0;
      }
      case "disable-user":
      case "enable-user": {
        const email = emailOf(parsed.values.email);
        db = await openDatabase(env);
        const user = await userOf(db, email);
        const disable = command === "disable-user";
        await updateUser(db.kysely, user.id, { disabled_at: disable ? new Date().toISOString() : null });
        await cli(disable ? "user_disabled" : "user_enabled", user);
        io.out(disable ? `Disabled ${email}; its sessions have ended.\n` : `Enabled ${email}.\n`);
        return 0;
      }
      case "reset-password": {
        const email = emailOf(parsed.values.email);
        db = await openDatabase(env);
        const user = await userOf(db, email);
        const password = await passwordFrom(io, fromStdin);
        await updateUser(db.kysely, user.id, { password_hash: await hashPassword(password) });
        await cli("password_reset", user);
        io.out(`New password set for ${email}; every session of the account has ended.\n`);
        return 0;
      }
      case "enable-totp": {
        const email = emailOf(parsed.values.email);
        db = await openDatabase(env);
        const user = await userOf(db, email);
        const secret = newTotpSecret();
        await updateUser(db.kysely, user.id, { totp_secret: secret });
        await cli("totp_enabled", user);
        const uri = otpauthUri(email, secret);
        const qr = await QRCode.toString(uri, { type: "terminal", small: true });
        io.out(
          `Scan this with an authenticator app (or enter the URI by hand); from now on ${email} signs in with its code.\n\n${qr}\n${uri}\n`,
        );
        return 0;
      }
      case "disable-totp": {
        const email = emailOf(parsed.values.email);
        db = await openDatabase(env);
        const user = await userOf(db, email);
        await updateUser(db.kysely, user.id, { totp_secret: null });
        await cli("totp_disabled", user);
        io.out(`TOTP is off for ${email}; its sessions have ended.\n`);
        return 0;
      }
      case "proposal-create":
      case "proposal-send": {
        if (command === "proposal-create" && !parsed.values.lead)
          throw new UsageError("--lead <kind>:<id> is required");
        if (command === "proposal-send" && !parsed.values.id) throw new UsageError("--id <proposal id> is required");
        db = await openDatabase(env);
        const proposal = await runProposalCommand(command, parsed.values, env, db);
        io.out(`${JSON.stringify(proposal)}\n`);
        return 0;
      }
      case "order-stage": {
        if (!parsed.values.proposal) throw new UsageError("--proposal <proposal id> is required");
        if (!parsed.values.stage) throw new UsageError("--stage <stage> is required");
        db = await openDatabase(env);
        const moved = await runOrderStage(parsed.values, env, db);
        io.out(`${JSON.stringify(moved)}\n`);
        return 0;
      }
      case "consultant": {
        if (!parsed.values.email) throw new UsageError("--email <staff e-mail> is required");
        if (!parsed.values.hours) throw new UsageError('--hours "Mo-Fr 09:00-17:00" is required');
        db = await openDatabase(env);
        const consultant = await runConsultantCommand(parsed.values, env, db);
        io.out(`${JSON.stringify(consultant)}\n`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (
      error instanceof Refusal ||
      error instanceof ProposalCliRefusal ||
      error instanceof OrderCliRefusal ||
      error instanceof ConsultantCliRefusal
    ) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db?.close();
  }
}
