import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Server secrets every instance must share (the key that signs links in e-mails), made once. */
export const signingKey: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("server_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
