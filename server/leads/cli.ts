import { parseArgs } from "node:util";
import { openDatabase, type Db } from "../db/database.ts";
import { parseEnv } from "../env.ts";
import { setLogLevel } from "../logger.ts";
import { requeueFailed } from "../jobs/queue.ts";
import type { OutboxStatus } from "../db/schema.ts";
import { WEBHOOK_JOB } from "../webhook/events.ts";
import { isLeadKind, LEAD_KINDS, type LeadKind } from "../../app/features/leads/kinds.ts";
import { z } from "zod";
import { privacyErase, privacyExport } from "../privacy/requests.ts";
import { toCsv } from "./csv.ts";
import { leadKindModules } from "./registry.ts";
import { PUSH_JOB } from "../push/notices.ts";

const LIST_COLUMNS = ["type", "id", "created_at", "name", "email", "status", "delivery"];

/** Every state some kind of lead can be in (`--status`): a subscription's "active", a booking's "cancelled". */
const STATES = [...new Set(LEAD_KINDS.flatMap((kind) => leadKindModules[kind].export.states ?? []))];

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list              Leads, newest first
  show <id>         One lead with its e-mail deliveries
  export            Every field, for a spreadsheet (--format csv) or a program (--format json)
  retry [id...]     Send failed e-mails again (all failed ones, or the given delivery ids)
  privacy-export --email <address>
                    Everything held about one person (messages, quotes with photos, bookings,
                    subscription, notes, e-mails), as one JSON document: a "right to know" answer
  erase --email <address> --yes
                    Deletes all of it (photos and queued e-mails included) and keeps one audit
                    entry that names no one: a "right to erase" answer. Cannot be undone

Options:
  --type ${LEAD_KINDS.join("|")}
                                    Only this kind of lead (export --format csv needs it)
  --since <ISO date>                Only leads received at or after this time, e.g. 2026-01-31
  --status ${STATES.join("|")}
                                    Only leads in this state: newsletter subscriptions (send the newsletter
                                    to "active" ones only: pending ones have not confirmed their address)
                                    or consultations
  --format table|csv|json           Output format (list/export; default table for list, csv for export)
`;

type Row = Record<string, unknown>;
type Out = (text: string) => void;

/** A kind's leads, newest first, each with its state (as `status`) and its e-mail's delivery state. */
async function leadsOf({ kysely }: Db, type: LeadKind, since?: string, state?: string): Promise<Row[]> {
  const { table, export: exported } = leadKindModules[type];
  if (state && !exported.states?.includes(state)) return [];
  let query = kysely.selectFrom(table).selectAll().orderBy("created_at", "desc");
  if (since) query = query.where("created_at", ">=", since);
  let rows = (await query.execute()) as Row[];
  const stateOf = exported.stateOf;
  if (stateOf) {
    rows = rows.map((row) => ({ ...row, status: stateOf(row) })).filter((row) => !state || row.status === state);
  }
  // `in ()` is a syntax error on PostgreSQL: no leads, no deliveries to look up.
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => String(r.id));
  const jobs = await kysely
    .selectFrom("outbox")
    .select(["lead_id", "status"])
    .where("lead_kind", "=", type)
    .where("lead_id", "in", ids)
    .where("job", "not in", [WEBHOOK_JOB, PUSH_JOB])
    .execute();
  const status = new Map<string, OutboxStatus>();
  for (const job of jobs) {
    const known = status.get(job.lead_id);
    if (!known || DELIVERY_CONCERN[job.status] > DELIVERY_CONCERN[known]) status.set(job.lead_id, job.status);
  }
  return rows.map((r) => ({ ...r, delivery: status.get(String(r.id)) ?? "" }));
}

/**
 * A lead has several e-mails (the business's notification, the visitor's acknowledgement, a booking's reminders):
 * its `delivery` is the one that most needs a look, a failure before one still on its way before one delivered.
 */
const DELIVERY_CONCERN: Record<OutboxStatus, number> = {
  cancelled: 0,
  delivered: 1,
  pending: 2,
  sending: 3,
  failed: 4,
};

function table(columns: string[], rows: Row[]): string {
  const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
  const cells = rows.map((r) => columns.map((c) => clip(String(r[c] ?? "").replace(/\s+/g, " "))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)));
  const pad = (text: string, i: number) => text.padEnd(widths[i]!);
  const line = (values: string[]) => values.map(pad).join("  ").trimEnd();
  return [line(columns), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n") + "\n";
}

function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since: "${value}" is not a date (use e.g. 2026-01-31)`);
  return date.toISOString();
}

class UsageError extends Error {}

/** The kinds a command reads: the one `--type` names, those that have the `--status` state, or all of them. */
function kindsFor(type: string | undefined, status: string | undefined): LeadKind[] {
  if (isLeadKind(type)) return [type];
  if (status) return LEAD_KINDS.filter((kind) => leadKindModules[kind].export.states?.includes(status));
  return [...LEAD_KINDS];
}

/** The business's command line over its leads; answers the exit code. */
export async function runLeadsCli(argv: string[], source: Record<string, string | undefined>, out: Out, err: Out) {
  const fail = (message: string) => (err(`${message}\n\n${USAGE}`), 2);
  const json = (value: unknown) => out(JSON.stringify(value, null, 2) + "\n");
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        type: { type: "string" },
        since: { type: "string" },
        status: { type: "string" },
        format: { type: "string" },
        email: { type: "string" },
        yes: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  const { type, format, help, status } = parsed.values;
  if (help || !command) {
    (help ? out : err)(USAGE);
    return help ? 0 : 2;
  }
  const outside = (value: string | undefined, allowed: readonly string[]) =>
    value !== undefined && !allowed.includes(value);
  if (outside(type, LEAD_KINDS)) return fail(`--type must be one of ${LEAD_KINDS.join(", ")}`);
  if (outside(status, STATES)) return fail(`--status must be one of ${STATES.join(", ")}`);
  if (outside(format, ["table", "csv", "json"])) return fail("--format must be table, csv or json");
  const env = parseEnv(source);
  setLogLevel("warn");
  const db = await openDatabase(env);
  try {
    const since = parseSince(parsed.values.since);
    // --status is a state only some kinds have: it picks those kinds.
    const types = kindsFor(type, status);
    switch (command) {
      case "list": {
        const rows: Row[] = [];
        for (const t of types) {
          const leads = await leadsOf(db, t, since, status);
          rows.push(...leads.map((r) => ({ type: t, ...r, name: r.user_name ?? "", email: r.user_email ?? r.email })));
        }
        rows.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
        if (format === "json") json(rows);
        else if (format === "csv") out(toCsv(LIST_COLUMNS, rows));
        else out(rows.length ? table(LIST_COLUMNS, rows) : "No leads.\n");
        return 0;
      }
      case "export": {
        const csv = (format ?? "csv") === "csv";
        if (csv && !isLeadKind(type)) throw new UsageError(`export --format csv needs --type ${LEAD_KINDS.join(", ")}`);
        const all: Record<string, Row[]> = {};
        for (const t of types) all[t] = await leadsOf(db, t, since, status);
        if (format === "json") json(all);
        // (Checked above already; said again so the type checker knows `type` is a kind here.)
        else if (csv && isLeadKind(type)) out(toCsv([...leadKindModules[type].export.columns], all[type]!));
        else out(types.map((t) => table([...leadKindModules[t].export.columns], all[t]!)).join("\n"));
        return 0;
      }
      case "show": {
        const id = rest[0];
        if (!id) throw new UsageError("show needs a lead id (see list)");
        for (const t of types) {
          const row = await db.kysely
            .selectFrom(leadKindModules[t].table)
            .selectAll()
            .where("id", "=", id)
            .executeTakeFirst();
          if (!row) continue;
          const jobs = await db.kysely
            .selectFrom("outbox")
            .select(["id", "job", "status", "attempts", "next_attempt_at", "delivered_at", "last_error"])
            .where("lead_id", "=", id)
            .orderBy("created_at")
            .orderBy("job")
            .execute();
          const fields = Object.entries({ type: t, ...row }).map(([k, v]) => `${k.padEnd(22)} ${v ?? ""}`);
          const deliveries = jobs.length ? table(Object.keys(jobs[0]!), jobs) : "none\n";
          if (format === "json") json({ type: t, ...row, deliveries: jobs });
          else out(fields.join("\n") + "\n\nDeliveries:\n" + deliveries);
          return 0;
        }
        err(`No lead with id ${id}\n`);
        return 1;
      }
      case "retry": {
        const count = await requeueFailed(db.kysely, Date.now(), rest);
        const [noun, pronoun] = count === 1 ? ["delivery", "it"] : ["deliveries", "them"];
        if (count === 0) out("No failed deliveries.\n");
        else out(`${count} failed ${noun} queued again; the running server sends ${pronoun} within a few seconds.\n`);
        return 0;
      }
      case "privacy-export":
      case "erase": {
        const email = parsed.values.email?.trim();
        if (!email || !z.email().safeParse(email).success) {
          throw new UsageError(`${command} needs --email with the person's e-mail address`);
        }
        if (command === "privacy-export") {
          out(JSON.stringify(await privacyExport(db.kysely, email), null, 2) + "\n");
          return 0;
        }
        if (!parsed.values.yes) throw new UsageError("erase deletes for good: add --yes to confirm");
        const counts = await privacyErase(db.kysely, email, "cli", Date.now(), Boolean(env.LEADS_WEBHOOK_URL));
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        out(
          total === 0
            ? `Nothing is held for ${email}.\n`
            : `Erased for ${email}: ${Object.entries(counts)
                .filter(([, n]) => n > 0)
                .map(([what, n]) => `${n} ${what.replace(/_/g, " ")}`)
                .join(", ")}.\n`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    throw error;
  } finally {
    await db.close();
  }
}
