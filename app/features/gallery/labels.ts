import type { GalleryCategory } from "~/content/gallery";

export const CATEGORY_LABELS: Record<GalleryCategory, string> = {
  residential: "Residential",
  commercial: "Commercial",
  installation: "Installation",
  inspiration: "Inspiration",
};

export function productCount(n: number): string {
  return `${n} ${n === 1 ? "product" : "products"}`;
}
