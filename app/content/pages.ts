/**
 * The content of every template-rendered page, by path and language. Route loaders look
 * their page up here; aliases (app/content/site-pages.ts) share their canonical page's content.
 */
import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import type { Locale } from "../i18n/locales.ts";
import { categoryPageIn, categoryPaths } from "./categories";
import { policyPageIn, policyPaths } from "./policies";
import { servicePageIn, servicePaths } from "./services";
import { aliases } from "./site-pages";
import { stylePageFacts, stylePageIn } from "./styles";
import type { PageContent, TemplateKind } from "./types";

export type PageEntry<K extends TemplateKind = TemplateKind> = Extract<PageContent, { kind: K }> & {
  heading: string;
  /** The path search engines should index for this content. */
  canonical: string;
};

/** Every path served by a template, aliases included. */
export const templatePaths: string[] = [
  ...categoryPaths,
  ...Object.keys(stylePageFacts),
  ...servicePaths,
  ...policyPaths,
  ...Object.keys(aliases),
];

function contentOf(path: string, kind: TemplateKind, words: ContentCatalogue, locale: Locale): PageContent | undefined {
  if (kind === "category") return categoryPageIn(path, words);
  if (kind === "style") return stylePageIn(path, words);
  if (kind === "service") return servicePageIn(path, words);
  return policyPageIn(path, words, locale);
}

/** The page of `kind` at `pathname` (without its language prefix) in `words`, written the `locale` way. */
export function findPageIn<K extends TemplateKind>(
  pathname: string,
  kind: K,
  words: ContentCatalogue,
  locale: Locale,
): PageEntry<K> | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = aliases[key] ?? key;
  const page = contentOf(canonical, kind, words, locale);
  if (page?.kind !== kind) return undefined;
  return { ...(page as Extract<PageContent, { kind: K }>), heading: page.hero.heading, canonical };
}

/** The page of `kind` at `pathname` (without its language prefix) in `locale`. */
export function findPage<K extends TemplateKind>(pathname: string, kind: K, locale: Locale): PageEntry<K> | undefined {
  return findPageIn(pathname, kind, contentFor(locale), locale);
}
