import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type AuditEntry = {
  /** A staff e-mail, "cli" or "system". */
  actor: string;
  action: string;
  subject?: { kind: string; id: string };
  detail?: Record<string, unknown>;
  clientIp?: string;
};

/** Appends one line to the audit log; never updated or deleted by the application. */
export async function audit(db: Kysely<Database>, entry: AuditEntry, nowMs = Date.now()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: new Date(nowMs).toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject_kind: entry.subject?.kind ?? null,
      subject_id: entry.subject?.id ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      client_ip: entry.clientIp ?? null,
    })
    .execute();
}

export type AuditRow = Database["audit_log"] & { detail: string };

export async function auditOf(db: Kysely<Database>, kind: string, id: string) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_kind", "=", kind)
    .where("subject_id", "=", id)
    .orderBy("at", "asc")
    .execute();
}
