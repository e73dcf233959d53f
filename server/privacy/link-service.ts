import type { Kysely } from "kysely";
import { privacy } from "../../app/content/privacy.ts";
import type { PrivacyLink, PrivacyLinkTarget, PrivacyRequestLinks } from "../../app/features/privacy/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import type { Signer } from "../secrets.ts";
import { readPrivacyToken } from "./links.ts";
import { confirmRequest } from "./store.ts";

const DAY_MS = 86_400_000;

type Options = {
  /** The business's time zone: the dates a request is to be answered by are its calendar days. */
  timeZone: string;
  /** Tell the business's CRM of confirmed requests (LEADS_WEBHOOK_URL is set). */
  crm: boolean;
  onQueued?: () => void;
  now?: () => number;
};

type RequestRow = { request: "access" | "erasure"; email: string; status: string; created_at: string };

/** Whether a genuine link's request can still be worked through it. */
function usable(link: PrivacyLink, row: RequestRow, nowMs: number): boolean {
  if (link === "download") return row.status === "sent" && row.request === "access";
  // A confirmation link: until the request's days run out, and afterwards too once it was confirmed (asking again
  // answers "confirmed", as confirming twice does).
  if (row.status !== "unverified") return true;
  return Date.parse(row.created_at) >= nowMs - privacy.confirmWithinDays * DAY_MS;
}

/**
 * The confirmation and download pages' server side (docs/decisions/0022): the token's signature and time checked,
 * then the request it names. Nothing here looks at what else the site holds about the address, so the answers are
 * the same whether it holds anything or not.
 */
export function createPrivacyLinks(db: Kysely<Database>, signer: Signer, options: Options): PrivacyRequestLinks {
  const now = () => (options.now ?? Date.now)();
  return {
    async open(link, token): Promise<PrivacyLinkTarget | null> {
      const named = readPrivacyToken(signer, link, token);
      if (!named) return null;
      const row = await db
        .selectFrom("privacy_requests")
        .select(["request", "email", "status", "created_at"])
        .where("id", "=", named.id)
        .executeTakeFirst();
      // A genuine link whose request is gone ran out: unconfirmed ones are deleted when their days are up.
      if (!row || named.expiresMs < now() || !usable(link, row, now())) return { usable: false };
      return { usable: true, request: row.request, email: row.email };
    },
    async confirm(token) {
      const named = readPrivacyToken(signer, "confirm", token);
      if (!named) return null;
      if (named.expiresMs < now()) return "gone";
      const outcome = await confirmRequest(db, named.id, new Date(now()), options);
      logger.info("privacy request confirmation", { outcome });
      if (outcome === "done") options.onQueued?.();
      return outcome;
    },
  };
}
