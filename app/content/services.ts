import type { ContentCatalogue } from "../i18n/content.ts";
import { art, type Motif } from "./art";
import { backLink } from "./shared";
import type { Feature, ServicePage } from "./types";
import { entryOf } from "./words";

type ServiceFacts = {
  motif: Motif;
  /** Steps are numbered 01, 02 ...; cards are not. */
  numbered: boolean;
};

type ServiceWords = {
  intro: string;
  itemsHeading: string;
  items: readonly Feature[];
  cta: { heading: string; text: string; action: string };
};

const serviceFacts: Record<string, ServiceFacts> = {
  "/services/custom-design": { motif: "design", numbered: false },
  "/services/installation": { motif: "install", numbered: true },
  "/services/consultation": { motif: "consult", numbered: true },
};

/** The service page at `path` in `words` (a language's content catalogue), if `path` is one. */
export function servicePageIn(path: string, words: ContentCatalogue): ServicePage | undefined {
  const facts = serviceFacts[path];
  if (!facts) return undefined;
  const own = entryOf<ServiceWords>(words.services, path, "services");
  return {
    kind: "service",
    hero: {
      heading: entryOf(words.pages, path, "pages").name,
      intro: own.intro,
      image: art(facts.motif, "", 1),
    },
    back: backLink("home", words),
    itemsHeading: own.itemsHeading,
    numbered: facts.numbered,
    items: own.items,
    // Every service page's call to action leads to the contact page (spec §2.10).
    cta: { heading: own.cta.heading, text: own.cta.text, actions: [{ to: "/contact", label: own.cta.action }] },
  };
}

/** Every service page's path. */
export const servicePaths: string[] = Object.keys(serviceFacts);
