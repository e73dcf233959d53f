import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { audit } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import type { Signer } from "../secrets.ts";
import { readPrivacyToken } from "./links.ts";
import { privacyExport } from "./requests.ts";
import { PRIVACY_KIND } from "./store.ts";

/** Who the audit log names for what a person did through their own signed link. */
export const REQUESTER = "requester";

export type Download =
  | { kind: "file"; json: string; locale: Locale }
  /** The link does not (or no longer) give the file: its page says why, in the person's language. */
  | { kind: "refused"; locale: Locale };

/**
 * The copy of a person's data, for the download link staff had e-mailed them (docs/decisions/0022): only for a
 * genuine, unexpired token of an access request whose copy was sent. The document is `privacyExport`'s, built now,
 * so it holds what the site holds at the time it is fetched. Each download is one audit entry on the request.
 */
export async function downloadCopy(
  db: Kysely<Database>,
  signer: Signer,
  token: string,
  client: { ip: string },
  nowMs: number,
): Promise<Download> {
  const named = readPrivacyToken(signer, "download", token);
  if (!named) return { kind: "refused", locale: DEFAULT_LOCALE };
  const row = await db
    .selectFrom("privacy_requests")
    .select(["email", "request", "status", "locale"])
    .where("id", "=", named.id)
    .executeTakeFirst();
  const locale = isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
  if (!row || row.status !== "sent" || row.request !== "access" || named.expiresMs < nowMs) {
    return { kind: "refused", locale };
  }
  const document = await privacyExport(db, row.email, nowMs);
  const subject = { kind: PRIVACY_KIND, id: named.id };
  await audit(db, { actor: REQUESTER, action: "privacy_copy_downloaded", subject, clientIp: client.ip }, nowMs);
  return { kind: "file", json: JSON.stringify(document, null, 2), locale };
}
