import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type {
  Delivery,
  LeadDetail,
  LeadKind,
  PipelineChange,
  PipelineStatus,
} from "../../app/features/admin/back-office.ts";
import { audit, auditOf } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { CLEARED_PAYLOAD, enqueue, requeueFailed } from "../jobs/queue.ts";
import type { PhotoSize } from "../quote/photos/links.ts";

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Labels of the stored fields the lead page lists, in reading order; anything else is not shown. */
const FIELDS: Record<LeadKind, [column: string, label: string][]> = {
  contact: [
    ["user_name", "Name"],
    ["user_email", "E-mail"],
    ["user_phone", "Phone"],
    ["location_address", "Job location"],
    ["message", "Message"],
  ],
  quote: [
    ["user_name", "Name"],
    ["user_email", "E-mail"],
    ["user_phone", "Phone"],
    ["product_type", "Product type"],
    ["product_model", "Product model"],
    ["custom_product_model", "Custom model"],
    ["quantity", "Quantity"],
    ["window_dimensions", "Window dimensions"],
    ["preferred_color", "Preferred color"],
    ["preferred_material", "Preferred material"],
    ["installation_required", "Installation required"],
    ["message", "Message"],
  ],
  booking: [
    ["user_name", "Name"],
    ["user_email", "E-mail"],
    ["user_phone", "Phone"],
    ["address", "Address"],
    ["rooms", "Rooms"],
    ["message", "Message"],
    ["outside_service_area", "Outside the service area"],
  ],
};
const TABLE = { contact: "contact_messages", quote: "quote_requests", booking: "bookings" } as const;

function locationOf(kind: LeadKind, row: Row): LeadDetail["location"] {
  if (typeof row.location_lat !== "number" || typeof row.location_lng !== "number") return null;
  return {
    lat: row.location_lat,
    lng: row.location_lng,
    address: text(kind === "booking" ? row.address : row.location_address),
  };
}

export async function pipelineStatus(db: Kysely<Database>, kind: LeadKind, id: string): Promise<PipelineStatus> {
  const row = await db
    .selectFrom("lead_pipeline")
    .select("status")
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .executeTakeFirst();
  return row?.status ?? "new";
}

/** One lead with everything the business knows of it. */
export async function leadDetail(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  options: { timeZone: string; photoUrl: (id: string, size: PhotoSize) => string },
): Promise<LeadDetail | null> {
  const row = (await db.selectFrom(TABLE[kind]).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const fields = FIELDS[kind]
    .map(([column, label]) => {
      let value = text(row[column]);
      if (column === "outside_service_area") value = row[column] === 1 ? "Yes: confirm by phone" : "No";
      return { label, value };
    })
    .filter((f) => f.value !== "");
  const photos =
    kind === "quote"
      ? await db
          .selectFrom("quote_photos")
          .select(["id", "filename", "width", "height"])
          .where("quote_id", "=", id)
          .orderBy("position")
          .execute()
      : [];
  const jobs = await db
    .selectFrom("outbox")
    .select(["id", "job", "status", "attempts", "created_at", "delivered_at", "last_error", "payload"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .execute();
  const deliveries: Delivery[] = jobs.map(({ payload, ...j }) => {
    const cleared = payload === CLEARED_PAYLOAD;
    return {
      ...j,
      attempts: Number(j.attempts),
      cleared,
      canResend: resendable(j.status, cleared),
    };
  });
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "at", "author", "body"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .orderBy("at", "desc")
    .execute();
  const history = (await auditOf(db, kind, id)).map((e) => ({
    at: e.at,
    actor: e.actor,
    action: e.action,
    detail: JSON.parse(e.detail) as Record<string, unknown>,
  }));
  return {
    kind,
    id,
    created_at: text(row.created_at),
    fields,
    name: text(row.user_name),
    email: text(row.user_email),
    phone: text(row.user_phone),
    location: locationOf(kind, row),
    windows: kind === "quote" ? (JSON.parse(text(row.windows) || "[]") as LeadDetail["windows"]) : [],
    estimate:
      kind === "quote" && row.estimate_low !== null && row.estimate_high !== null
        ? { low: Number(row.estimate_low), high: Number(row.estimate_high) }
        : null,
    photos: photos.map((p) => ({
      ...p,
      url: options.photoUrl(p.id, "full"),
      thumbnailUrl: options.photoUrl(p.id, "thumbnail"),
    })),
    booking:
      kind === "booking"
        ? {
            status: row.status as "confirmed" | "cancelled",
            start: text(row.start_at),
            end: text(row.end_at),
            timeZone: options.timeZone,
          }
        : null,
    status: await pipelineStatus(db, kind, id),
    deliveries,
    notes,
    history,
  };
}

export async function leadExists(db: Kysely<Database>, kind: LeadKind, id: string): Promise<boolean> {
  return (await db.selectFrom(TABLE[kind]).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/**
 * Moves a lead along the pipeline and/or adds a note, with its audit entry, in one
 * transaction: the history never shows a change that did not happen, nor misses one.
 */
export async function changePipeline(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  change: PipelineChange,
  staff: string,
  clientIp: string,
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await pipelineStatus(trx, kind, id);
    const note = change.note.trim();
    if (before !== change.status) {
      await trx
        .insertInto("lead_pipeline")
        .values({ lead_kind: kind, lead_id: id, status: change.status, updated_at: at, updated_by: staff })
        .onConflict((oc) =>
          oc
            .columns(["lead_kind", "lead_id"])
            .doUpdateSet({ status: change.status, updated_at: at, updated_by: staff }),
        )
        .execute();
    }
    if (note) {
      await trx
        .insertInto("lead_notes")
        .values({ id: randomUUID(), lead_kind: kind, lead_id: id, at, author: staff, body: note })
        .execute();
    }
    if (before !== change.status || note) {
      const moved = before !== change.status;
      await audit(
        trx,
        {
          actor: staff,
          action: moved ? "status_changed" : "note_added",
          subject: { kind, id },
          detail: moved ? { from: before, to: change.status, note: Boolean(note) } : {},
          clientIp,
        },
        nowMs,
      );
    }
  });
}

/**
 * Whether "Send again" applies: the job has gone or given up (pending or sending ones are on
 * their way) and its copy of the lead is still there (retention clears it; sent again, it would
 * go out empty).
 */
function resendable(status: string, cleared: boolean): boolean {
  return (status === "failed" || status === "delivered") && !cleared;
}

export type ResendOutcome = "queued" | "unavailable" | "cleared";

/**
 * "Send again": a failed e-mail goes back to the queue; a delivered one is queued anew as a
 * copy (the first stays as the record that it went). Refused for one on its way, another
 * lead's, or one whose copy retention has cleared.
 */
export async function resendDelivery(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  deliveryId: string,
  staff: string,
  clientIp: string,
  nowMs: number,
): Promise<ResendOutcome> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", deliveryId)
      .where("lead_kind", "=", kind)
      .where("lead_id", "=", id)
      .executeTakeFirst();
    if (!job || (job.status !== "failed" && job.status !== "delivered")) return "unavailable";
    if (!resendable(job.status, job.payload === CLEARED_PAYLOAD)) return "cleared";
    if (job.status === "failed") await requeueFailed(trx, nowMs, [job.id]);
    else await enqueue(trx, { job: job.job, leadKind: kind, leadId: id, payload: JSON.parse(job.payload) }, nowMs);
    const detail = { delivery: job.id, job: job.job };
    await audit(trx, { actor: staff, action: "email_resent", subject: { kind, id }, detail, clientIp }, nowMs);
    return "queued";
  });
}
