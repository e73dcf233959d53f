import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { estimateRoute } from "./estimate-route.ts";
import { registerKindMails } from "../leads/mails.ts";
import { QUOTE_UPLOAD_LIMIT, quoteKind } from "./kind.ts";
import { photoRoute } from "./photos/routes.ts";

/**
 * The quote request beside the lead intake: its e-mail to the business, the price range of a list of windows,
 * and its photos' links.
 */
export async function quoteFeature(core: Core): Promise<Feature> {
  registerKindMails(core, quoteKind);
  return {
    name: "quote",
    api: [estimateRoute(), photoRoute(core.db.kysely, core.signer)],
    // The quote form posts its photos natively too (multipart, no scripts needed).
    pageBodyLimits: { "/quote-request": QUOTE_UPLOAD_LIMIT },
  };
}
