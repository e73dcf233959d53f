import { format, type Params } from "./format.ts";
import type { Locale } from "./locales.ts";
import type { UiCatalogue } from "./ui.ts";

/**
 * Messages named by their key instead of written out: how a zod schema, the estimate and the server's checks say
 * what is wrong without knowing the visitor's language. The schema names a text of the interface catalogue
 * (`msg("validation.nameRequired")`); whoever shows it writes it in the page's language with `renderMessage`
 * (the server: app/features/leads/field-errors.server.ts; the browser: its own part of the catalogue).
 */

/** The dotted path of every text of a catalogue: "validation.nameRequired", "quote.productTypes.shades". */
export type TextPath<T> = {
  [Key in keyof T & string]: T[Key] extends string
    ? Key
    : T[Key] extends readonly unknown[]
      ? never
      : T[Key] extends object
        ? `${Key}.${TextPath<T[Key]>}`
        : never;
}[keyof T & string];

/** A text of the interface catalogue, by its dotted path: a key that names no text fails the type check. */
export type MessageKey = TextPath<UiCatalogue>;

/**
 * A message's key, checked by the type checker: what a schema passes to zod as a message
 * (`z.string().min(1, msg("validation.nameRequired"))`). At run time it is the key itself.
 */
export function msg<Key extends MessageKey>(key: Key): Key {
  return key;
}

/** A placeholder's value that is itself a word of the catalogue (a product type's name), written in the locale. */
export type WordRef = { readonly key: MessageKey };

/** The values of a message's placeholders: text, a number (written the locale's way) or a word of the catalogue. */
export type MessageParams = Readonly<Record<string, string | number | WordRef>>;

/** A message with the values of its placeholders, for checks outside a schema (the estimate, photos, the calendar). */
export type Message = { readonly key: MessageKey; readonly params?: MessageParams };

/** The text at `key` ("estimate.widthRange") in a catalogue or a part of it; undefined when there is none. */
export function textAt(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const name of key.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, name)) return undefined;
    node = (node as Record<string, unknown>)[name];
  }
  return typeof node === "string" ? node : undefined;
}

const isWordRef = (value: unknown): value is WordRef =>
  typeof value === "object" && value !== null && typeof (value as WordRef).key === "string";

/**
 * The message written out in `locale` from `catalogue` (the whole catalogue, or the part the page has): its
 * placeholders filled, a word of the catalogue looked up in it too. A key the catalogue lacks is left as it is,
 * so a mistake shows instead of vanishing (the catalogue tests look for such keys).
 */
export function renderMessage(
  message: { readonly key: string; readonly params?: Readonly<Record<string, unknown>> },
  catalogue: unknown,
  locale: Locale,
): string {
  const text = textAt(catalogue, message.key);
  if (text === undefined) return message.key;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    if (typeof value === "string" || typeof value === "number") params[name] = value;
    else if (isWordRef(value)) params[name] = textAt(catalogue, value.key) ?? value.key;
  }
  return format(text, params satisfies Params, locale);
}
