import { findGalleryItem } from "~/content/gallery";
import { ProductDetail } from "~/features/gallery/product-detail";
import { swatchSectionIn } from "~/content/swatch-views";
import { productSwatchStyle } from "~/content/swatches";
import { SwatchSection } from "~/features/swatches/swatch-section";
import { contentFor } from "~/i18n/content";
import { useLocale } from "~/i18n/i18n-context";
import { localeOfPath } from "~/i18n/locales";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/product";

export function loader({ params, request }: Route.LoaderArgs) {
  // The spec falls back to product 1 for unknown ids; we answer 404 (docs/deviations.md).
  // Only canonical ids: /product/01 would duplicate /product/1.
  const locale = localeOfPath(pathnameOf(request));
  const item = /^[1-9]\d*$/.test(params.id) ? findGalleryItem(Number(params.id), locale) : undefined;
  if (!item) throw notFound();
  return { item, swatches: swatchSectionIn(productSwatchStyle[item.treatment], pathnameOf(request), locale) };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductDetail item={loaderData.item} words={contentFor(useLocale())} />
      <SwatchSection data={loaderData.swatches} />
    </>
  );
}
