import { LOCALES, type Locale } from "./locales.ts";
import { afterSaleUi, type AfterSaleUi } from "./parts/after-sale.ts";
import { bookingPanelUi, type BookingPanelUi } from "./parts/booking-panel.ts";
import { bookingUi, type BookingUi } from "./parts/booking.ts";
import { contactInfoUi, type ContactInfoUi } from "./parts/contact-info.ts";
import { contactUi, type ContactUi } from "./parts/contact.ts";
import { formsUi, type FormsUi } from "./parts/forms.ts";
import { installationUi, type InstallationUi } from "./parts/installation.ts";
import { manageUi, type ManageUi } from "./parts/manage.ts";
import { mapUi, type MapUi } from "./parts/map.ts";
import { newsletterLinksUi, type NewsletterLinksUi } from "./parts/newsletter-links.ts";
import { newsletterUi, type NewsletterUi } from "./parts/newsletter.ts";
import { privacyLinksUi, type PrivacyLinksUi } from "./parts/privacy-links.ts";
import { privacyRequestUi, type PrivacyRequestUi } from "./parts/privacy-request.ts";
import { proposalUi, type ProposalUi } from "./parts/proposal.ts";
import { quoteUi, type QuoteUi } from "./parts/quote.ts";
import { serverUi, type ServerUi } from "./parts/server.ts";
import { siteUi, type SiteUi } from "./parts/site.ts";
import { slotsUi, type SlotsUi } from "./parts/slots.ts";
import { swatchBagUi, type SwatchBagUi } from "./parts/swatch-bag.ts";
import { validationUi, type ValidationUi } from "./parts/validation.ts";

/**
 * The interface catalogue: every word of the site's chrome, forms, notices and messages that a
 * visitor reads, in parts (./parts/, English texts in ./en/). A part holds the namespaces a set
 * of pages shows together; a page's scripts import only the parts it uses, through
 * `useMessages(part)`, so a page does not carry the words of the others. Every language fills
 * every part: a missing key fails the type check.
 *
 * The whole catalogue below is for the server and the tests (the pseudo-locale, the checks of
 * every message): a page's scripts must not import it.
 */
export const UI_PARTS = {
  site: siteUi,
  forms: formsUi,
  map: mapUi,
  contactInfo: contactInfoUi,
  contact: contactUi,
  bookingPanel: bookingPanelUi,
  quote: quoteUi,
  booking: bookingUi,
  slots: slotsUi,
  manage: manageUi,
  newsletter: newsletterUi,
  newsletterLinks: newsletterLinksUi,
  privacyRequest: privacyRequestUi,
  privacyLinks: privacyLinksUi,
  proposal: proposalUi,
  server: serverUi,
  swatchBag: swatchBagUi,
  validation: validationUi,
  afterSale: afterSaleUi,
  installation: installationUi,
} as const;

/** A part of the catalogue in every language. */
export type UiPart<Part> = Record<Locale, Part>;

/** Every namespace of every part (the parts' namespaces are distinct: ui.test.ts checks it). */
export type UiCatalogue = SiteUi &
  FormsUi &
  MapUi &
  ContactInfoUi &
  ContactUi &
  BookingPanelUi &
  QuoteUi &
  BookingUi &
  SlotsUi &
  ManageUi &
  NewsletterUi &
  NewsletterLinksUi &
  PrivacyRequestUi &
  PrivacyLinksUi &
  ProposalUi &
  ServerUi &
  SwatchBagUi &
  ValidationUi &
  AfterSaleUi &
  InstallationUi;

function wholeCatalogue(locale: Locale): UiCatalogue {
  return {
    ...siteUi[locale],
    ...formsUi[locale],
    ...mapUi[locale],
    ...contactInfoUi[locale],
    ...contactUi[locale],
    ...bookingPanelUi[locale],
    ...quoteUi[locale],
    ...bookingUi[locale],
    ...slotsUi[locale],
    ...manageUi[locale],
    ...newsletterUi[locale],
    ...newsletterLinksUi[locale],
    ...privacyRequestUi[locale],
    ...privacyLinksUi[locale],
    ...proposalUi[locale],
    ...serverUi[locale],
    ...swatchBagUi[locale],
    ...validationUi[locale],
    ...afterSaleUi[locale],
    ...installationUi[locale],
  };
}

/** The whole interface catalogue of each language the site offers. */
export const uiCatalogues = Object.fromEntries(LOCALES.map((locale) => [locale, wholeCatalogue(locale)])) as Record<
  Locale,
  UiCatalogue
>;
