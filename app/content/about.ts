import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { format } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import { art } from "./art";
import { business } from "./business";
import { consultationAction } from "./shared";
import type { CallToAction, Feature, PageHero } from "./types";
import { entryOf } from "./words";

export type AboutPage = {
  hero: PageHero;
  storyHeading: string;
  story: string[];
  factsHeading: string;
  facts: readonly Feature[];
  cta: CallToAction;
};

/** The about page in `words` (a language's content catalogue). */
export function aboutPageIn(words: ContentCatalogue): AboutPage {
  const about = words.about;
  const name = { business: business.name };
  return {
    hero: {
      heading: entryOf(words.pages, "/about", "pages").name,
      intro: format(about.intro, name),
      image: art("craft", "", 2),
    },
    storyHeading: about.storyHeading,
    story: about.story.map((paragraph) => format(paragraph, name)),
    factsHeading: about.factsHeading,
    facts: about.facts,
    cta: { heading: about.cta.heading, text: about.cta.text, actions: [consultationAction(words)] },
  };
}

export function aboutPageFor(locale: Locale): AboutPage {
  return aboutPageIn(contentFor(locale));
}
