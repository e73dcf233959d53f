import type { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales.ts";
import { renderMessage, type Message } from "../../i18n/message-key.ts";
import { uiCatalogues } from "../../i18n/ui.ts";
import { firstIssuePerField } from "./field-errors.ts";

/**
 * The visitor's language for a submission's messages (issue 32): its own `locale` when that is one of the site's
 * languages, English otherwise — an unknown `locale` is itself refused by the schema, with a message in English.
 * A route action sets `locale` from its page's path; a JSON API client sends it.
 */
export function requestLocale(input: unknown): Locale {
  if (typeof input !== "object" || input === null) return DEFAULT_LOCALE;
  const locale = (input as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Per-field messages of a refused submission in `locale`: each issue's message is a key of the interface
 * catalogue (app/i18n/message-key.ts), written out with the values the issue carries. A message that is no key
 * is passed on as it is (a schema not yet converted; the catalogue tests find it).
 */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  return firstIssuePerField(error, (issue) =>
    renderMessage({ key: issue.message, params: paramsOf(issue) }, uiCatalogues[locale], locale),
  );
}

/** A message of a check outside a schema (a photo, a chosen time) written out in `locale`. */
export function messageText(message: Message, locale: Locale): string {
  return renderMessage(message, uiCatalogues[locale], locale);
}

/**
 * The placeholders' values an issue carries: the bound of a length, count or number check (`{max}`, `{min}`,
 * written as plain digits, as the English texts always were: "2000 characters"), the accepted values of a choice
 * (`{values}`), or what a custom check passed as `params`.
 */
function paramsOf(issue: z.core.$ZodIssue): Readonly<Record<string, unknown>> {
  switch (issue.code) {
    case "too_big":
      return { max: String(issue.maximum) };
    case "too_small":
      return { min: String(issue.minimum) };
    case "invalid_value":
      return { values: issue.values.map(String).join(", ") };
    case "custom":
      return issue.params ?? {};
    default:
      return {};
  }
}
