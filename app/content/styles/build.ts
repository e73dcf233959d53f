import { artVariants, art, type Motif } from "../art";
import type { ProductType } from "../../features/quote/options.ts";
import { quoteHref } from "../quote";
import type { Action, CallToAction, Feature, StylePage } from "../types";

type StyleSpec = { name: string; description: string };

export type StylePageSpec = {
  heading: string;
  intro: string;
  motif: Motif;
  back: Action;
  /** Where the style cards' buttons lead (§2.9): the pre-filled quote form, the contact page, or nowhere. */
  quote: { type: ProductType; heroModel?: string } | "contact" | "none";
  features: Feature[];
  styles: StyleSpec[];
  cta?: CallToAction;
};

export const consultationCta: CallToAction = {
  heading: "Not sure which style suits your windows?",
  text: "Book a free consultation: we measure, bring samples and help you choose, with no obligation.",
  actions: [{ to: "/contact", label: "Schedule Consultation" }],
};

export const back = {
  shades: { to: "/collections/shades", label: "Back to Shades" },
  blinds: { to: "/collections/blinds", label: "Back to Blinds" },
  drapery: { to: "/collections/drapery", label: "Back to Drapery" },
  curtains: { to: "/collections/curtains", label: "Back to Curtains" },
  accessories: { to: "/collections/accessories", label: "Back to Accessories" },
} satisfies Record<string, Action>;

/** Turns the few facts that differ between style pages into a full page. */
export function stylePage(spec: StylePageSpec): StylePage {
  const { quote } = spec;
  const heroAction: Action =
    typeof quote === "object"
      ? { to: quoteHref(quote.type, quote.heroModel ?? spec.heading), label: "Request a Quote" }
      : { to: "/contact", label: "Schedule Consultation" };
  const images = artVariants(
    spec.motif,
    spec.styles.map((s) => `Illustration of the ${s.name} style`),
  );
  return {
    kind: "style",
    hero: { heading: spec.heading, intro: spec.intro, image: art(spec.motif, ""), actions: [heroAction] },
    back: spec.back,
    featuresHeading: `Why Choose ${spec.heading}`,
    features: spec.features,
    stylesHeading: `${spec.heading} Styles`,
    styles: spec.styles.map((style, i) => ({
      ...style,
      image: images[i]!,
      link:
        typeof quote === "object"
          ? { to: quoteHref(quote.type, style.name), label: "Request Quote" }
          : quote === "contact"
            ? { to: "/contact", label: "Request Quote" }
            : undefined,
    })),
    cta: spec.cta ?? consultationCta,
  };
}

type Shared = { back: Action; quote?: StylePageSpec["quote"] };
type PageSpec = Omit<StylePageSpec, "back" | "quote"> & { quote?: StylePageSpec["quote"] };

/** The style pages of one collection, with what they share (the back link, maybe the quote target) stated once. */
export function collectionStylePages<P extends string>(
  shared: Shared,
  pages: Record<P, PageSpec>,
): Record<P, StylePage> {
  const entries = Object.entries(pages) as [P, PageSpec][];
  return Object.fromEntries(
    entries.map(([path, spec]) => {
      const quote = spec.quote ?? shared.quote;
      if (!quote) throw new Error(`${path}: no quote target (say "none" for pages without one)`);
      return [path, stylePage({ ...spec, back: shared.back, quote })];
    }),
  ) as Record<P, StylePage>;
}
