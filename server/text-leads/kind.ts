import { sql } from "kysely";
import type { LeadKindModule } from "../leads/kind.ts";
import { textLeadNotificationMail, type TextLeadNotifyPayload } from "./mail.ts";

/**
 * A text from a number no lead knew (issue 35, docs/decisions/0017): made by Twilio's inbound callback
 * (server/sms/callbacks.ts through ./store.ts), one lead per number; its texts are its thread on the lead's page, where
 * staff answer it. It has no e-mail address: a privacy request finds it by the person's numbers (`privacy.phoneColumn`).
 */
export const textKind: LeadKindModule<"text"> = {
  kind: "text",
  table: "text_leads",
  intake: null,
  mails: {
    notify: (job, { settings }) => textLeadNotificationMail(JSON.parse(job.payload) as TextLeadNotifyPayload, settings),
  },
  inbox: {
    name: sql<string>`lead.user_phone`,
    summary: sql<string>`lead.message`,
    search: sql<string>`lead.message || ' ' || lead.phone`,
    state: sql<string | null>`null`,
    fields: [
      ["user_phone", "Phone"],
      ["message", "First text"],
    ],
    // The page is titled by the number: a text brings no name.
    detail: async (_db, row) => ({ name: String(row.user_phone ?? "") }),
  },
  privacy: { emailColumn: "user_email", phoneColumn: "phone" },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["lead.created"] },
  export: { columns: ["id", "created_at", "phone", "message", "locale", "delivery"] },
};
