/**
 * What several content pages share: back links, the consultation button and the closing call to
 * action, built from a language's words.
 */
import type { ContentCatalogue } from "../i18n/content.ts";
import type { Action, CallToAction } from "./types";

export type BackKey = keyof ContentCatalogue["common"]["back"];

/** Where each back link leads. */
const BACK_TO: Record<BackKey, string> = {
  home: "/",
  collections: "/collections",
  gallery: "/projects",
  blinds: "/collections/blinds",
  curtains: "/collections/curtains",
  shades: "/collections/shades",
  drapery: "/collections/drapery",
  accessories: "/collections/accessories",
};

type CommonWords = Pick<ContentCatalogue, "common">;

export function backLink(key: BackKey, words: CommonWords): Action {
  return { to: BACK_TO[key], label: words.common.back[key] };
}

export function consultationAction(words: CommonWords): Action {
  return { to: "/contact", label: words.common.actions.scheduleConsultation };
}

/** The closing call to action of the collection, category and style pages. */
export function consultationCta(words: CommonWords): CallToAction {
  const { heading, text } = words.common.consultationCta;
  return { heading, text, actions: [consultationAction(words)] };
}
