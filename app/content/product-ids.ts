import { galleryItems } from "./gallery.ts";

/** Every gallery item has a product page (spec §3.5: ids 1 to 24). */
export const productIds: readonly number[] = galleryItems.map((item) => item.id);
