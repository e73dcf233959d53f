/**
 * The shape every language's catalogue must have: the English catalogue's, with each text
 * widened to `string`. A key missing in another language, or one it adds, fails the type
 * check (`satisfies UiCatalogue`); the catalogue tests also compare placeholders.
 */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Widen<T[Key]> }
      : T;

/** Marks the start and end of each message in the pseudo-locale (tests find text that is not in a catalogue). */
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

/**
 * The pseudo-locale: every message of a catalogue wrapped in ⟦…⟧, placeholders kept. Rendering a page with it
 * shows at a glance (and to a test) every visible word that did not come from a catalogue.
 */
export function pseudo<T>(catalogue: T): T {
  return wrap(catalogue) as T;
}

function wrap(value: unknown): unknown {
  if (typeof value === "string") return `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`;
  if (Array.isArray(value)) return value.map(wrap);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wrap(inner)]));
  }
  return value;
}

/** Every text of a catalogue with its dotted key, for the tests that compare languages. */
export function messagesOf(catalogue: unknown, prefix = ""): [key: string, text: string][] {
  if (typeof catalogue === "string") return [[prefix, catalogue]];
  if (Array.isArray(catalogue)) return catalogue.flatMap((item, index) => messagesOf(item, `${prefix}.${index}`));
  if (catalogue !== null && typeof catalogue === "object") {
    return Object.entries(catalogue).flatMap(([key, inner]) => messagesOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}
