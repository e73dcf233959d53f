import { findGalleryItem } from "~/content/gallery";
import { pageHead, type PageHead } from "./page-head";
import { readProductFacts } from "./product-meta";

/**
 * The head of the page at `pathname`, computed on the server (at prerender and
 * for each `.data` request), so the metadata table never ships to the browser.
 */
export function headForPath(pathname: string): PageHead {
  // A booking's own page: one head for all of them, and its secret link never in a canonical URL.
  if (pathname.startsWith("/book/manage/")) return pageHead({ status: "ok", pathname: "/book/manage" });
  const product = /^\/product\/([1-9]\d*)$/.exec(pathname);
  const item = product ? findGalleryItem(Number(product[1])) : undefined;
  return pageHead({ status: "ok", pathname, product: item ? readProductFacts({ item }) : undefined });
}
