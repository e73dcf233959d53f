// Each island is bundled on its own, as the site script is (Vite's worker bundling gives a self-contained module
// and its hashed URL, the same in the server and client builds): a page loads React and its one form, nothing else.
import bookingIsland from "./booking.tsx?worker&url";
import contactIsland from "./contact.tsx?worker&url";
import installationIsland from "./installation.tsx?worker&url";
import manageIsland from "./manage.tsx?worker&url";
import type { IslandName } from "./names";
import privacyRequestIsland from "./privacy-request.tsx?worker&url";
import quoteIsland from "./quote.tsx?worker&url";
import swatchesIsland from "./swatches.tsx?worker&url";

/** Where each island's script is served from. */
export const ISLAND_URLS: Record<IslandName, string> = {
  contact: contactIsland,
  quote: quoteIsland,
  booking: bookingIsland,
  manage: manageIsland,
  "privacy-request": privacyRequestIsland,
  swatches: swatchesIsland,
  installation: installationIsland,
};
