import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";

/**
 * The words quote links name a model with: the English names, whatever the page's language. They are
 * the quote form's own values (spec §2.9: the model is the style's name), which its price table reads.
 */
export const modelNames: ContentCatalogue = contentFor(DEFAULT_LOCALE);
