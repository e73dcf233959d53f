import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The back office (issue 14): staff accounts, their sessions, the failed sign-ins that
 * lock an account or an address out, the audit log, and each lead's place in the pipeline
 * with the staff's notes. All of it in the database, so every server instance agrees.
 */
export const backOffice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_users")
      .addColumn("id", "text", (c) => c.primaryKey())
      // Trimmed and lower-cased.
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      // Base32 TOTP secret; null until the user enrols an authenticator.
      .addColumn("totp_secret", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("disabled_at", "text")
      .execute();

    await db.schema
      .createTable("staff_sessions")
      // SHA-256 of the cookie's value: a copy of the database does not sign anyone in.
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("csrf_token", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();

    await db.schema
      .createTable("login_failures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      // The e-mail as typed (trimmed, lower-cased), known account or not.
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("login_failures_email").on("login_failures").columns(["email", "at"]).execute();
    await db.schema.createIndex("login_failures_ip").on("login_failures").columns(["client_ip", "at"]).execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      // A staff e-mail, "cli" or "system".
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("subject_kind", "text")
      .addColumn("subject_id", "text")
      // JSON of what changed.
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("client_ip", "text")
      .execute();
    await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject_kind", "subject_id"]).execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();

    await db.schema
      .createTable("lead_pipeline")
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_pipeline_pk", ["lead_kind", "lead_id"])
      .execute();

    await db.schema
      .createTable("lead_notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_kind", "lead_id"]).execute();
  },
};
