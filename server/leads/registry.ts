import type { LeadKind } from "../../app/features/leads/kinds.ts";
import { bookingKind } from "../booking/kind.ts";
import { contactKind } from "../contact/kind.ts";
import { newsletterKind } from "../newsletter/kind.ts";
import { privacyKind } from "../privacy/kind.ts";
import { quoteKind } from "../quote/kind.ts";
import { swatchesKind } from "../swatches/kind.ts";
import { textKind } from "../text-leads/kind.ts";
import type { LeadKindModule } from "./kind.ts";

/**
 * The server's half of the registry of lead kinds (the shared half is app/features/leads/kinds.ts): one module
 * per kind. The type check fails when a kind of the shared half has no module here, or a module declares another
 * kind than its key.
 */
export const leadKindModules: { readonly [Kind in LeadKind]: LeadKindModule<Kind> } = {
  contact: contactKind,
  quote: quoteKind,
  booking: bookingKind,
  newsletter: newsletterKind,
  privacy: privacyKind,
  swatches: swatchesKind,
  text: textKind,
};

/** Every kind's module, in the registry's order. */
export const KIND_MODULES: readonly LeadKindModule[] = Object.values(leadKindModules);
