import type { BackOffice, ChangeAnswer, InboxFilter } from "../../app/features/admin/back-office.ts";
import { clearedMessage, PIPELINE, PIPELINE_LABELS } from "../../app/features/admin/back-office.ts";
import { LEAD_KINDS, leadKinds } from "../../app/features/leads/kinds.ts";
import type { Db } from "../db/database.ts";
import { audit } from "../auth/audit.ts";
import { toCsv } from "../leads/csv.ts";
import type { PhotoSize } from "../quote/photos/links.ts";
import { privacyErase, privacyExport } from "../privacy/requests.ts";
import { inboxPage, inboxRows } from "./inbox.ts";
import { changePipeline, leadDetail, leadExists, resendDelivery } from "./lead.ts";

/** "state": the kind's own state as its badge says it (a booking's Cancelled, No-show or Attended; issue 37). */
const CSV_COLUMNS = ["kind", "id", "created_at", "status", "locale", "name", "email", "phone", "summary", "state"];
const NOTE_MAX = 2000;

/** The back office's reads and changes over the leads (the pages and /api/admin/* call these). */
export function createBackOffice(options: {
  db: Db;
  timeZone: string;
  /** PII_RETENTION_DAYS. */
  retentionDays: number;
  photoUrl: (id: string, size: PhotoSize) => string;
  onQueued?: () => void;
  now?: () => number;
  /** The CRM webhook is on: an erasure is posted to it too. */
  crm?: boolean;
}): BackOffice {
  const { db, timeZone } = options;
  const now = options.now ?? Date.now;
  return {
    timeZone,
    retentionDays: options.retentionDays,
    inbox: (filter: InboxFilter) => inboxPage(db.kysely, filter, timeZone),
    async inboxCsv(filter) {
      const rows = await inboxRows(db.kysely, filter, timeZone);
      return toCsv(
        CSV_COLUMNS,
        rows.map((r) => ({
          ...r,
          kind: leadKinds[r.kind].label,
          status: PIPELINE_LABELS[r.status],
          state: r.stateBadge ?? "",
        })),
      );
    },
    lead: (kind, id) => leadDetail(db.kysely, kind, id, { timeZone, photoUrl: options.photoUrl }),
    async changePipeline(kind, id, change, staff, client): Promise<ChangeAnswer> {
      if (!PIPELINE.includes(change.status)) {
        return {
          ok: false,
          message: "Please check the highlighted fields.",
          fields: { status: "Choose a status from the list." },
        };
      }
      if (change.note.length > NOTE_MAX) {
        return {
          ok: false,
          message: "Please check the highlighted fields.",
          fields: { note: `Keep the note under ${NOTE_MAX} characters.` },
        };
      }
      if (!(await leadExists(db.kysely, kind, id))) return { ok: false, message: "There is no such lead." };
      await changePipeline(db.kysely, kind, id, change, staff, client.ip, now());
      return { ok: true };
    },
    async privacyExport(email, staff, client) {
      const document = await privacyExport(db.kysely, email, now());
      // The address is the request's subject: the log names the staff member and the count only.
      let records = 0;
      for (const kind of LEAD_KINDS) records += document[leadKinds[kind].records].length;
      await audit(
        db.kysely,
        { actor: staff, action: "privacy_export", detail: { records }, clientIp: client.ip },
        now(),
      );
      return JSON.stringify(document, null, 2);
    },
    async privacyErase(email, staff) {
      const counts = await privacyErase(db.kysely, email, staff, now(), options.crm ?? false);
      options.onQueued?.();
      return Object.values(counts).reduce((a, b) => a + b, 0);
    },
    async resend(kind, id, deliveryId, staff, client) {
      const outcome = await resendDelivery(db.kysely, kind, id, deliveryId, staff, client.ip, now());
      if (outcome === "cleared") return { ok: false, message: clearedMessage(options.retentionDays) };
      if (outcome === "unavailable")
        return { ok: false, message: "That e-mail is already on its way or no longer exists." };
      options.onQueued?.();
      return { ok: true };
    },
  };
}
