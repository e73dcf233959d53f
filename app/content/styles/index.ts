import type { ContentCatalogue } from "../../i18n/content.ts";
import type { StylePage } from "../types";
import { accessoryPages } from "./accessories";
import { blindPages } from "./blinds";
import { stylePageFrom, type StylePageFacts } from "./build";
import { curtainPages } from "./curtains";
import { draperyPages } from "./drapery";
import { shadePages } from "./shades";

/** Every style page's facts, by path. */
export const stylePageFacts: Record<string, StylePageFacts> = {
  ...blindPages,
  ...curtainPages,
  ...shadePages,
  ...draperyPages,
  ...accessoryPages,
};

/** The style page at `path` in `words` (a language's content catalogue), if `path` is one. */
export function stylePageIn(path: string, words: ContentCatalogue): StylePage | undefined {
  const facts = stylePageFacts[path];
  if (!facts) return undefined;
  return stylePageFrom(path, facts, words);
}
