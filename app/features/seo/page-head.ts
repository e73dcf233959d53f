/**
 * Everything the document head says about one page: title, description,
 * canonical URL, robots directive, preview image and structured data. One pure
 * function, so prerendering, client navigation and tests agree.
 */
import { business } from "~/content/business";
import { canonicalPath, normalizePath, OG_IMAGE_SIZE, ogImages, pageMeta, type PageMeta } from "./page-meta";
import { productDescription, type ProductFacts } from "./product-meta";
import { breadcrumbList, localBusiness, productJsonLd, webSite, type Crumb, type JsonLd } from "./structured-data";
import { absoluteUrl } from "./site-url";
import { errorHead, pageTitle } from "./error-head";
import type { PageHead } from "./head-types";

export type { PageHead };

export type PageState =
  { status: "ok"; pathname: string; product?: ProductFacts } | { status: "not-found" } | { status: "error" };

export { pageTitle };

const PRODUCT_PATH = /^\/product\/(\d+)$/;

function breadcrumbsFor(path: string, meta: PageMeta): Crumb[] {
  const home = { name: "Home", path: "/" };
  const collections = { name: pageMeta["/collections"]?.name ?? "Collections", path: "/collections" };
  const self = { name: meta.name, path };
  if (meta.kind === "category") return [home, collections, self];
  if (meta.kind === "style") {
    const parentPath = path.split("/").slice(0, 3).join("/");
    const parent = pageMeta[parentPath];
    return parent ? [home, collections, { name: parent.name, path: parentPath }, self] : [home, collections, self];
  }
  return [home, self];
}

export function pageHead(state: PageState, origin?: string): PageHead {
  const image = (key: keyof typeof ogImages) => ({
    url: absoluteUrl(ogImages[key].path, origin),
    alt: ogImages[key].alt,
    ...OG_IMAGE_SIZE,
  });

  if (state.status !== "ok") return errorHead(state.status);

  const path = canonicalPath(state.pathname);
  const canonical = absoluteUrl(path, origin);

  const productMatch = normalizePath(state.pathname).match(PRODUCT_PATH);
  if (productMatch) {
    const id = Number(productMatch[1]);
    const product = state.product ?? { id, title: `Product ${id}` };
    const gallery = pageMeta["/projects"];
    const crumbs = [
      { name: "Home", path: "/" },
      { name: gallery?.name ?? "Gallery", path: "/projects" },
      { name: product.title, path },
    ];
    const offer = productJsonLd(product, path, origin);
    return {
      title: pageTitle(product.title),
      description: productDescription(product),
      canonical,
      // Link previews cannot show SVG artwork; only a raster photo stands in for the gallery image.
      image:
        product.image && /\.(png|jpe?g|webp)$/i.test(product.image)
          ? { url: absoluteUrl(product.image, origin), alt: product.title }
          : image("gallery"),
      jsonLd: [breadcrumbList(crumbs, origin), ...(offer ? [offer] : [])],
    };
  }

  const meta = pageMeta[path];
  if (!meta) {
    return { title: pageTitle(), description: business.tagline, canonical, image: image("site"), jsonLd: [] };
  }
  const jsonLd: JsonLd[] = [];
  if (meta.kind === "home") jsonLd.push(webSite(origin), localBusiness(origin));
  if (meta.kind === "contact") jsonLd.push(localBusiness(origin));
  if (meta.kind === "category" || meta.kind === "style" || meta.kind === "service") {
    jsonLd.push(breadcrumbList(breadcrumbsFor(path, meta), origin));
  }
  return {
    title: meta.kind === "home" ? pageTitle() : pageTitle(meta.name),
    description: meta.description,
    canonical,
    robots: meta.kind === "admin" ? "noindex, nofollow" : meta.noindex ? "noindex, follow" : undefined,
    image: image(meta.og),
    jsonLd,
  };
}
