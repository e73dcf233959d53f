/**
 * The content of every template-rendered page, keyed by path. Route loaders look
 * their entry up here; aliases (app/content/site-pages.ts) share their canonical page's content.
 */
import { categoryPages } from "./categories";
import { policyPages } from "./policies";
import { servicePages } from "./services";
import { accessoryPages } from "./styles/accessories";
import { blindPages } from "./styles/blinds";
import { curtainPages } from "./styles/curtains";
import { draperyPages } from "./styles/drapery";
import { shadePages } from "./styles/shades";
import { aliases } from "./site-pages";
import type { PageContent, TemplateKind } from "./types";

const content: Record<string, PageContent> = {
  ...categoryPages,
  ...blindPages,
  ...curtainPages,
  ...shadePages,
  ...draperyPages,
  ...accessoryPages,
  ...servicePages,
  ...policyPages,
};

export type PageEntry<K extends TemplateKind = TemplateKind> = Extract<PageContent, { kind: K }> & {
  heading: string;
  /** The path search engines should index for this content. */
  canonical: string;
};

/** Every path served by a template, aliases included. */
export const templatePaths: string[] = [...Object.keys(content), ...Object.keys(aliases)];

export function findPage<K extends TemplateKind>(pathname: string, kind: K): PageEntry<K> | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = aliases[key] ?? key;
  const page = content[canonical];
  if (page?.kind !== kind) return undefined;
  return { ...(page as Extract<PageContent, { kind: K }>), heading: page.hero.heading, canonical };
}
