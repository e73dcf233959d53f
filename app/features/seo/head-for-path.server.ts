import { pageKeyOf } from "~/content/site-pages";
import { findGalleryItem } from "~/content/gallery";
import { localeOfPath, localizedPath, pathWithoutLocale } from "~/i18n/locales";
import { pageHead, type PageHead } from "./page-head";
import { readProductFacts } from "./product-meta";

/**
 * The head of the page at `pathname`, computed on the server (at prerender and
 * for each `.data` request), so the metadata table never ships to the browser.
 */
export function headForPath(pathname: string): PageHead {
  // A page with a secret in its path (a booking's own page): one head for all, the secret never in a canonical URL.
  const locale = localeOfPath(pathname);
  const key = pageKeyOf(pathWithoutLocale(pathname));
  if (key?.includes(":token")) return pageHead({ status: "ok", pathname: localizedPath(key, locale) });
  const product = /^\/product\/([1-9]\d*)$/.exec(pathWithoutLocale(pathname));
  const item = product ? findGalleryItem(Number(product[1]), locale) : undefined;
  return pageHead({ status: "ok", pathname, product: item ? readProductFacts({ item }) : undefined });
}
