/**
 * The swatches as a page, an e-mail or the back office shows them in one language: the catalogue's facts
 * (./swatches.ts) with their words (app/i18n/<locale>/content/swatches.ts) and the name of the style they belong to.
 * Server code and prerendering only: it reads the whole content catalogue.
 */
import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { localizedPath, type Locale } from "../i18n/locales.ts";
import { MAX_SWATCHES, swatchById, swatchesOfStyle, type Opacity, type Swatch, type SwatchStyle } from "./swatches.ts";

export type SwatchView = {
  id: string;
  name: string;
  description: string;
  /** The chip's colour (#RRGGBB). */
  color: string;
  opacity: Opacity | null;
  /** The opacity as the language says it ("Light-filtering"), or null where it does not matter. */
  opacityLabel: string | null;
  style: SwatchStyle;
  /** The style's page name ("Roller Shades"). */
  styleName: string;
};

function viewOf(swatch: Swatch, words: ContentCatalogue): SwatchView {
  const own = words.swatches.items[swatch.id];
  return {
    id: swatch.id,
    name: own.name,
    description: own.description,
    color: swatch.color,
    opacity: swatch.opacity ?? null,
    opacityLabel: swatch.opacity ? words.swatches.opacity[swatch.opacity] : null,
    style: swatch.style,
    styleName: words.pages[swatch.style].name,
  };
}

/** The swatches a style page (or a product of that style) offers, in `words` (a language's content catalogue). */
export function styleSwatchesIn(style: string, words: ContentCatalogue): SwatchView[] {
  return swatchesOfStyle(style).map((swatch) => viewOf(swatch, words));
}

/** The swatches of a bag, an order or a booking, in their order; ids the catalogue no longer has are left out. */
export function swatchViews(ids: readonly string[], locale: Locale): SwatchView[] {
  return ids.flatMap((id) => {
    const swatch = swatchById(id);
    return swatch ? [viewOf(swatch, contentFor(locale))] : [];
  });
}

/** The ids a stored JSON list holds (an order's or a booking's `swatches` column); none when it is not one. */
export function storedSwatchIds(json: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(String(json ?? "[]"));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** What a page's "Free swatches" section shows: its swatches and words, where its buttons post and come back to. */
export type SwatchSectionData = {
  swatches: SwatchView[];
  words: Pick<
    ContentCatalogue["swatches"],
    "heading" | "intro" | "add" | "addName" | "inBag" | "added" | "viewBag" | "full"
  >;
  max: number;
  /** The swatch bag's page in the page's language: the buttons' action and the "see your bag" link. */
  bagPath: string;
  /** The page itself, where the action sends the visitor back. */
  back: string;
};

/**
 * The section of the style page (or a product page of that style) at `pathname`, in `locale`, in the words of that
 * language's content catalogue (or of `words`: the tests' pseudo-locale).
 */
export function swatchSectionIn(
  style: string,
  pathname: string,
  locale: Locale,
  words: ContentCatalogue = contentFor(locale),
): SwatchSectionData {
  const { heading, intro, add, addName, inBag, added, viewBag, full } = words.swatches;
  return {
    swatches: styleSwatchesIn(style, words),
    words: { heading, intro, add, addName, inBag, added, viewBag, full },
    max: MAX_SWATCHES,
    bagPath: localizedPath("/swatches", locale),
    back: pathname,
  };
}
