/**
 * Everything the document head says about one page: title, description,
 * canonical URL, robots directive, preview image and structured data. One pure
 * function, so prerendering, client navigation and tests agree. The page's
 * language is its path's (app/i18n/locales.ts).
 */
import { entryOf } from "~/content/words";
import { contentFor } from "~/i18n/content";
import { format } from "~/i18n/format";
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  localeOfPath,
  localizedPath,
  otherLocales,
  pathWithoutLocale,
  type Locale,
} from "~/i18n/locales";
import { localesOf, sitePages } from "~/content/site-pages";
import { ogLocaleOf } from "./og-locale";
import {
  canonicalPath,
  normalizePath,
  OG_IMAGE_SIZE,
  ogImage,
  pageMetaFor,
  type OgImageKey,
  type PageMeta,
} from "./page-meta";
import { productDescription, type ProductFacts } from "./product-meta";
import {
  breadcrumbList,
  localBusiness,
  productJsonLd,
  webPage,
  webSite,
  type Crumb,
  type JsonLd,
} from "./structured-data";
import { absoluteUrl } from "./site-url";
import { errorHead, pageTitle } from "./error-head";
import type { PageHead } from "./head-types";

export type { PageHead };

export type PageState =
  { status: "ok"; pathname: string; product?: ProductFacts } | { status: "not-found" } | { status: "error" };

export { pageTitle };

const PRODUCT_PATH = /^\/product\/(\d+)$/;

/** The trail to a page (paths without the language prefix), named in the page's language. */
function breadcrumbsFor(path: string, meta: PageMeta, table: Record<string, PageMeta>): Crumb[] {
  const home = { name: entryOf(table, "/", "pages").name, path: "/" };
  const collections = { name: entryOf(table, "/collections", "pages").name, path: "/collections" };
  const self = { name: meta.name, path };
  if (meta.kind === "category") return [home, collections, self];
  if (meta.kind === "style") {
    const parentPath = path.split("/").slice(0, 3).join("/");
    const parent = table[parentPath];
    return parent ? [home, collections, { name: parent.name, path: parentPath }, self] : [home, collections, self];
  }
  return [home, self];
}

/** The same trail with each path in the page's language. */
function localizedCrumbs(crumbs: Crumb[], locale: Locale): Crumb[] {
  return crumbs.map((crumb) => ({ name: crumb.name, path: localizedPath(crumb.path, locale) }));
}

/**
 * The same page in each of its languages (issue 32): reciprocal hreflang links, each absolute, and `x-default`
 * naming the English page. A page offered in one language only (the back office) has none.
 */
function alternatesOf(path: string, origin?: string): PageHead["alternates"] {
  // A page with a secret in its path (a booking's own page) is named by its pattern: nothing to point at.
  if (path.includes(":")) return [];
  const key = path.startsWith("/product/") ? "/product/:id" : path;
  const page = sitePages[key];
  const locales = page ? localesOf(page) : [DEFAULT_LOCALE];
  if (locales.length < 2) return [];
  const links = locales.map((locale) => ({
    hreflang: HTML_LANG[locale],
    href: absoluteUrl(localizedPath(path, locale), origin),
  }));
  return [...links, { hreflang: "x-default", href: absoluteUrl(localizedPath(path, DEFAULT_LOCALE), origin) }];
}

/** The page's language and its others, as Open Graph names them. */
function ogLocalesOf(locale: Locale, alternates: PageHead["alternates"]) {
  const others = alternates.length > 0 ? otherLocales(locale).map(ogLocaleOf) : [];
  return { ogLocale: ogLocaleOf(locale), ogLocaleAlternates: others };
}

export function pageHead(state: PageState, origin?: string): PageHead {
  if (state.status !== "ok") return errorHead(state.status);

  const locale = localeOfPath(state.pathname);
  const image = (key: OgImageKey) => {
    const { path, alt } = ogImage(key, locale);
    return { url: absoluteUrl(path, origin), alt, ...OG_IMAGE_SIZE };
  };
  // The table's key: the canonical path without the language prefix; the canonical URL keeps the prefix.
  const path = canonicalPath(pathWithoutLocale(state.pathname));
  const canonical = absoluteUrl(localizedPath(path, locale), origin);
  const table = pageMetaFor(locale);
  const alternates = alternatesOf(path, origin);
  const languages = { alternates, ...ogLocalesOf(locale, alternates) };

  const productMatch = normalizePath(pathWithoutLocale(state.pathname)).match(PRODUCT_PATH);
  if (productMatch) {
    const id = Number(productMatch[1]);
    const fallbackTitle = format(contentFor(locale).seo.product.fallbackTitle, { id }, locale);
    const product = state.product ?? { id, title: fallbackTitle };
    const crumbs = [
      { name: entryOf(table, "/", "pages").name, path: "/" },
      { name: entryOf(table, "/projects", "pages").name, path: "/projects" },
      { name: product.title, path },
    ];
    const offer = productJsonLd(product, localizedPath(path, locale), origin);
    const page = webPage(product.title, localizedPath(path, locale), locale, origin);
    return {
      ...languages,
      title: pageTitle(product.title, locale),
      description: productDescription(product, locale),
      canonical,
      // Link previews cannot show SVG artwork; only a raster photo stands in for the gallery image.
      image:
        product.image && /\.(png|jpe?g|webp)$/i.test(product.image)
          ? { url: absoluteUrl(product.image, origin), alt: product.title }
          : image("gallery"),
      jsonLd: [page, breadcrumbList(localizedCrumbs(crumbs, locale), origin), ...(offer ? [offer] : [])],
    };
  }

  const meta = table[path];
  if (!meta) {
    const tagline = contentFor(locale).business.tagline;
    return {
      ...languages,
      title: pageTitle(undefined, locale),
      description: tagline,
      canonical,
      image: image("site"),
      jsonLd: [],
    };
  }
  const jsonLd: JsonLd[] = [];
  if (meta.kind === "home") jsonLd.push(webSite(origin, locale), localBusiness(origin, locale));
  if (meta.kind === "contact") jsonLd.push(localBusiness(origin, locale));
  if (meta.kind === "category" || meta.kind === "style" || meta.kind === "service") {
    jsonLd.push(breadcrumbList(localizedCrumbs(breadcrumbsFor(path, meta, table), locale), origin));
  }
  // Every page says which language it is in (issue 32), and what else it holds after that.
  jsonLd.unshift(webPage(meta.name, localizedPath(path, locale), locale, origin));
  return {
    ...languages,
    title: meta.kind === "home" ? pageTitle(undefined, locale) : pageTitle(meta.name, locale),
    description: meta.description,
    canonical,
    robots: meta.kind === "admin" ? "noindex, nofollow" : meta.noindex ? "noindex, follow" : undefined,
    image: image(meta.og),
    jsonLd,
  };
}
