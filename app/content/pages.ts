/**
 * Every template-rendered page, keyed by path. Route modules look their
 * entry up here; aliases share the content of the path they name as canonical.
 */
import { categoryPages } from "./categories";
import { policyPages } from "./policies";
import { servicePages } from "./services";
import { accessoryPages } from "./styles/accessories";
import { blindPages } from "./styles/blinds";
import { curtainPages } from "./styles/curtains";
import { draperyPages } from "./styles/drapery";
import { shadePages } from "./styles/shades";
import type { PageContent, PageKind } from "./types";

export type { PageKind } from "./types";

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

/** Short curtain paths of the spec's route table show the `-curtains` page. */
const aliases: Record<string, string> = {
  "/collections/curtains/sheer": "/collections/curtains/sheer-curtains",
  "/collections/curtains/blackout": "/collections/curtains/blackout-curtains",
  "/collections/curtains/decorative": "/collections/curtains/decorative-curtains",
  "/collections/curtains/thermal": "/collections/curtains/thermal-curtains",
};

export type PageEntry<K extends PageKind = PageKind> = Extract<PageContent, { kind: K }> & {
  heading: string;
  /** The path search engines should index for this content. */
  canonical: string;
};

/** Every path served by a template, aliases included. */
export const templatePaths: string[] = [...Object.keys(content), ...Object.keys(aliases)];

export function findPage<K extends PageKind>(pathname: string, kind: K): PageEntry<K> | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = aliases[key] ?? key;
  const page = content[canonical];
  if (page?.kind !== kind) return undefined;
  return { ...(page as Extract<PageContent, { kind: K }>), heading: page.hero.heading, canonical };
}
