import { sql, type Kysely, type RawBuilder } from "kysely";
import { DateTime } from "luxon";
import type { InboxFilter, InboxItem, PipelineStatus } from "../../app/features/admin/back-office.ts";
import { INBOX_KINDS, isInboxKind, type InboxKind } from "../../app/features/leads/kinds.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import type { Database } from "../db/schema.ts";
import type { InboxRow } from "../leads/kind.ts";
import { leadKindModules } from "../leads/registry.ts";

export const PAGE_SIZE = 25;

/** A lead's place in the pipeline: its row in lead_pipeline, "new" without one. */
function pipelineStatus(kind: InboxKind): RawBuilder<PipelineStatus> {
  return sql<PipelineStatus>`coalesce((select p.status from lead_pipeline p where p.lead_kind = ${kind} and p.lead_id = lead.id), 'new')`;
}

/** How many texts the lead's person sent that no one has read yet (issue 35): its page reads them. */
function unreadTexts(kind: InboxKind): RawBuilder<number> {
  return sql<number>`(select count(*) from sms_messages m where m.lead_kind = ${kind} and m.lead_id = lead.id
    and m.direction = 'in' and m.read_at is null)`;
}

/**
 * One row per lead of every kind the inbox lists, in the columns it shows and searches: each kind's select over its
 * own table (its module says what its summary, search text and state are), joined with `union all`.
 */
function allLeads(): RawBuilder<InboxRow> {
  const selects = INBOX_KINDS.map((kind) => {
    const module = leadKindModules[kind];
    const { summary, search, state } = module.inbox;
    // A kind without a name or phone (a privacy request asks only for the address) says what stands in for them.
    const name = module.inbox.name ?? sql<string>`lead.user_name`;
    const phone = module.inbox.phone ?? sql<string>`lead.user_phone`;
    const email = sql.ref(`lead.${module.privacy.emailColumn}`);
    const place = module.inbox.place ?? sql<string | null>`null`;
    return sql`select ${sql.lit(kind)} as kind, lead.id as id, lead.created_at as created_at,
      ${name} as name, ${email} as email, ${phone} as phone,
      ${summary} as summary, ${search} as search, ${pipelineStatus(kind)} as status, ${state} as state,
      lead.locale as locale, ${place} as place, ${unreadTexts(kind)} as unread_texts
      from ${sql.table(module.table)} as lead`;
  });
  return sql<InboxRow>`(${sql.join(selects, sql` union all `)})`;
}

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A calendar day in the business's time zone, as the UTC instant it starts at. */
const dayStart = (date: string, timeZone: string) => DateTime.fromISO(date, { zone: timeZone }).toUTC().toISO()!;

function filtered(db: Kysely<Database>, filter: InboxFilter, timeZone: string) {
  let query = db.selectFrom(allLeads().as("leads")).selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.locale) query = query.where("locale", "=", filter.locale);
  if (filter.from) query = query.where("created_at", ">=", dayStart(filter.from, timeZone));
  if (filter.to) {
    const next = DateTime.fromISO(filter.to).plus({ days: 1 }).toISODate()!;
    query = query.where("created_at", "<", dayStart(next, timeZone));
  }
  const q = filter.q.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) => {
      const matches = [
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(search)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(phone)`, "like", sql`${pattern} escape '\\'`),
      ];
      // A phone number typed with other spacing or punctuation still finds its lead.
      if (digits.length >= 4) {
        const bareDigits = sql`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
        matches.push(eb(bareDigits, "like", `%${digits}%`));
      }
      return eb.or(matches);
    });
  }
  return query;
}

function toItem(row: InboxRow, timeZone: string): InboxItem {
  const kind = row.kind;
  // The union above writes each kind's own name, so this only fails if the SQL is changed wrongly.
  if (!isInboxKind(kind)) throw new Error(`the inbox read a row of an unknown kind: ${kind}`);
  const { inbox } = leadKindModules[kind];
  const badge = row.state === null ? null : (inbox.stateBadge?.(row.state) ?? null);
  return {
    kind,
    id: row.id,
    created_at: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    summary: inbox.summaryText?.(row.summary, timeZone) ?? row.summary,
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    state: row.state,
    stateBadge: badge,
    place: row.place,
    unreadTexts: Number(row.unread_texts),
  };
}

export async function inboxPage(db: Kysely<Database>, filter: InboxFilter, timeZone: string) {
  const base = filtered(db, filter, timeZone);
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pages = Math.max(1, Math.ceil(Number(total) / PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pages);
  const rows = await base
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const { count } = await db
    .selectFrom(allLeads().as("leads"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => toItem(row, timeZone)),
    total: Number(total),
    page,
    pages,
    newCount: Number(count),
  };
}

export async function inboxRows(db: Kysely<Database>, filter: InboxFilter, timeZone: string): Promise<InboxItem[]> {
  const rows = await filtered(db, filter, timeZone).orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map((row) => toItem(row, timeZone));
}
