import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { DateTime } from "luxon";
import type { InboxFilter, InboxItem, LeadKind, PipelineStatus } from "../../app/features/admin/back-office.ts";
import type { Database } from "../db/schema.ts";

export const PAGE_SIZE = 25;

/** One row per lead of every kind, in the columns the inbox shows and searches. */
function allLeads(db: Kysely<Database>) {
  const status = (kind: LeadKind) =>
    sql<PipelineStatus>`coalesce((select p.status from lead_pipeline p where p.lead_kind = ${kind} and p.lead_id = l.id), 'new')`;
  const contact = db
    .selectFrom("contact_messages as l")
    .select([
      sql<LeadKind>`'contact'`.as("kind"),
      "l.id",
      "l.created_at",
      "l.user_name as name",
      "l.user_email as email",
      "l.user_phone as phone",
      sql<string>`l.message`.as("summary"),
      sql<string>`l.message || ' ' || l.location_address`.as("text"),
      status("contact").as("status"),
      sql<string | null>`null`.as("booking_status"),
    ]);
  const quote = db
    .selectFrom("quote_requests as l")
    .select([
      sql<LeadKind>`'quote'`.as("kind"),
      "l.id",
      "l.created_at",
      "l.user_name as name",
      "l.user_email as email",
      "l.user_phone as phone",
      sql<string>`l.product_type || ' · ' || l.product_model || ' · ' || l.window_dimensions`.as("summary"),
      sql<string>`l.product_type || ' ' || l.product_model || ' ' || l.custom_product_model || ' ' || l.window_dimensions || ' ' || l.message`.as(
        "text",
      ),
      status("quote").as("status"),
      sql<string | null>`null`.as("booking_status"),
    ]);
  const booking = db
    .selectFrom("bookings as l")
    .select([
      sql<LeadKind>`'booking'`.as("kind"),
      "l.id",
      "l.created_at",
      "l.user_name as name",
      "l.user_email as email",
      "l.user_phone as phone",
      sql<string>`l.start_at || ' · ' || l.address`.as("summary"),
      sql<string>`l.address || ' ' || l.message`.as("text"),
      status("booking").as("status"),
      sql<string | null>`l.status`.as("booking_status"),
    ]);
  return contact.unionAll(quote).unionAll(booking);
}

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A calendar day in the business's time zone, as the UTC instant it starts at. */
const dayStart = (date: string, timeZone: string) => DateTime.fromISO(date, { zone: timeZone }).toUTC().toISO()!;

function filtered(db: Kysely<Database>, filter: InboxFilter, timeZone: string) {
  let query = db.selectFrom(allLeads(db).as("leads")).selectAll() as unknown as SelectQueryBuilder<
    Database & { leads: InboxRow },
    "leads",
    InboxRow
  >;
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.from) query = query.where("created_at", ">=", dayStart(filter.from, timeZone));
  if (filter.to) {
    const next = DateTime.fromISO(filter.to).plus({ days: 1 }).toISODate()!;
    query = query.where("created_at", "<", dayStart(next, timeZone));
  }
  const q = filter.q.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(text)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(phone)`, "like", sql`${pattern} escape '\\'`),
        // A phone number typed with other spacing or punctuation still finds its lead.
        ...(digits.length >= 4
          ? [
              eb(
                sql`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`,
                "like",
                `%${digits}%`,
              ),
            ]
          : []),
      ]),
    );
  }
  return query;
}

type InboxRow = InboxItem & { text: string; booking_status: string | null };

const toItem = (row: InboxRow): InboxItem => ({
  kind: row.kind,
  id: row.id,
  created_at: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  summary: row.summary,
  status: row.status,
  ...(row.booking_status ? { bookingStatus: row.booking_status as "confirmed" | "cancelled" } : {}),
});

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
    .selectFrom(allLeads(db).as("leads"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return { items: rows.map(toItem), total: Number(total), page, pages, newCount: Number(count) };
}

export async function inboxRows(db: Kysely<Database>, filter: InboxFilter, timeZone: string): Promise<InboxItem[]> {
  const rows = await filtered(db, filter, timeZone).orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(toItem);
}
