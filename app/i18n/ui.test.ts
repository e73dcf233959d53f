import { describe, expect, it } from "vitest";
import { messagesOf } from "./catalogue.ts";
import { placeholdersOf } from "./format.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";
import { UI_PARTS, uiCatalogues } from "./ui.ts";

/** Each language's messages by dotted key ("quote.productTypes.blinds", "map.found.one"). */
const byKey = (locale: (typeof LOCALES)[number]) => new Map(messagesOf(uiCatalogues[locale]));

/** The English message a key is compared with: a plural form English lacks ("…found.many") is compared with "other". */
function englishFor(key: string, english: Map<string, string>): string | undefined {
  if (english.has(key)) return english.get(key);
  const pluralOther = key.replace(/\.(zero|one|two|few|many|other)$/, ".other");
  return english.get(pluralOther);
}

describe("the interface catalogue", () => {
  it("has a non-empty text for every message of every language", () => {
    for (const locale of LOCALES) {
      const empty = messagesOf(uiCatalogues[locale])
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key);
      expect(empty, `empty messages in ${locale}`).toEqual([]);
    }
  });

  it("has the same placeholders in every language as in English", () => {
    const english = byKey(DEFAULT_LOCALE);
    for (const locale of LOCALES) {
      for (const [key, text] of byKey(locale)) {
        const source = englishFor(key, english);
        expect(source, `${locale} ${key} has no English message`).toBeDefined();
        expect([...placeholdersOf(text)].sort(), `${locale} ${key}`).toEqual([...placeholdersOf(source!)].sort());
      }
    }
  });

  it("writes placeholders as {name} only: no stray or unbalanced braces", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of messagesOf(uiCatalogues[locale])) {
        const withoutPlaceholders = text.replace(/\{[a-zA-Z0-9_]+\}/g, "");
        expect(withoutPlaceholders, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("gives every namespace to one part only, so the whole catalogue loses nothing when the parts are merged", () => {
    const namespaces = Object.values(UI_PARTS).flatMap((part) => Object.keys(part[DEFAULT_LOCALE]));
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(Object.keys(uiCatalogues[DEFAULT_LOCALE]).sort()).toEqual([...namespaces].sort());
  });

  it("has every part in every language", () => {
    for (const [name, part] of Object.entries(UI_PARTS)) {
      expect(Object.keys(part).sort(), name).toEqual([...LOCALES].sort());
    }
  });
});
