import type { Migration, MigrationProvider } from "kysely/migration";
import { leads } from "./migrations/001-leads.ts";
import { signingKey } from "./migrations/002-signing-key.ts";
import { booking } from "./migrations/003-booking.ts";
import { newsletterConfirmation } from "./migrations/004-newsletter-confirmation.ts";
import { quoteWindows } from "./migrations/005-quote-windows.ts";
import { quotePhotos } from "./migrations/006-quote-photos.ts";
import { backOffice } from "./migrations/007-back-office.ts";
import { leadLocale } from "./migrations/008-lead-locale.ts";
import { privacyRequests } from "./migrations/009-privacy-requests.ts";
import { proposals } from "./migrations/010-proposals.ts";
import { swatches } from "./migrations/013-swatches.ts";
import { pushSubscriptions } from "./migrations/015-push-subscriptions.ts";
import { orders } from "./migrations/016-orders.ts";
import { textMessages } from "./migrations/017-text-messages.ts";
import { installations } from "./migrations/018-installations.ts";
import { consultants } from "./migrations/019-consultants.ts";
import { afterSale } from "./migrations/020-after-sale.ts";
import { textLeads } from "./migrations/021-text-leads.ts";
import { installationConsultants } from "./migrations/022-installation-consultants.ts";
import { afterSalePrivacy } from "./migrations/023-after-sale-privacy.ts";

/**
 * Every migration, in order: one file each under ./migrations/, never renamed or edited once released (Kysely runs
 * them by name, in name order). They live in code, so the server binary and the CLI always agree on the schema.
 */
const migrations: Record<string, Migration> = {
  "001_leads": leads,
  "002_signing_key": signingKey,
  "003_booking": booking,
  "004_newsletter_confirmation": newsletterConfirmation,
  "005_quote_windows": quoteWindows,
  "006_quote_photos": quotePhotos,
  "007_back_office": backOffice,
  "008_lead_locale": leadLocale,
  "009_privacy_requests": privacyRequests,
  "010_proposals": proposals,
  "013_swatches": swatches,
  "015_push_subscriptions": pushSubscriptions,
  "016_orders": orders,
  "017_text_messages": textMessages,
  "018_installations": installations,
  "019_consultants": consultants,
  "020_after_sale": afterSale,
  "021_text_leads": textLeads,
  "022_installation_consultants": installationConsultants,
  "023_after_sale_privacy": afterSalePrivacy,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
