import type { Page } from "@playwright/test";
import { messagesOf } from "../../app/i18n/catalogue.ts";
import { contentCatalogues } from "../../app/i18n/content.ts";
import { uiCatalogues } from "../../app/i18n/ui.ts";

/** Fragments shorter than this (a lone word, "FAQ", "404") may be shared by both languages. */
const MIN_LENGTH = 12;

/**
 * The English interface and content sentences a Spanish page must not show: every text of the English catalogues
 * whose Spanish text differs, cut at its placeholders into the runs of at least two words that a page would show
 * as they are. `pairs` (English, Spanish) are the interface's and the content's unless given (the e-mails', say).
 */
export function englishSentences(
  pairs: readonly (readonly [unknown, unknown])[] = [
    [uiCatalogues.en, uiCatalogues.es],
    [contentCatalogues.en, contentCatalogues.es],
  ],
): string[] {
  const found = new Set<string>();
  for (const [english, spanish] of pairs) {
    const spanishTexts = new Map(messagesOf(spanish));
    for (const [key, text] of messagesOf(english)) {
      const translated = spanishTexts.get(key) ?? "";
      if (translated === text) continue;
      for (const piece of text.split(/\{[a-zA-Z0-9_]+\}/)) {
        const fragment = piece.trim().replace(/^[\s.,:;!?()“”"'–—-]+|[\s.,:;!?()“”"'–—-]+$/g, "");
        // A run the Spanish text keeps (a product's brand name inside its sentence) is not English left behind.
        if (fragment.length < MIN_LENGTH || !/\s/.test(fragment) || translated.includes(fragment)) continue;
        found.add(fragment);
      }
    }
  }
  return [...found];
}

/**
 * Everything a visitor can read on the page, visible or not yet shown (a closed menu, a no-script alternative, a
 * notice's hidden text): the title and description, every text node but scripts and styles, and the attributes
 * people read or hear. The language link to the English site (`lang="en"`) is left out: it is English on purpose.
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const description = document.querySelector("meta[name='description']")?.getAttribute("content");
    if (description) parts.push(description);
    const english = (node: Node) => Boolean(node.parentElement?.closest("[lang]:not(html)[lang='en']"));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent === "SCRIPT" || parent === "STYLE" || english(node)) continue;
      parts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[alt], [placeholder], [aria-label], [title], [label]")) {
      if (element.closest("[lang='en']")) continue;
      for (const name of ["alt", "placeholder", "aria-label", "title", "label"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
}

/** The English sentences in `text`. */
export function englishIn(text: string, sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => text.includes(sentence));
}
