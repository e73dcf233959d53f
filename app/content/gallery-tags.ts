/**
 * The gallery's categories, styles and rooms (spec §2.7, §3.5): what the filters
 * offer, apart from the items themselves so the site script's filters carry no
 * catalogue data (app/features/site-script/gallery-filters.ts).
 */
export const GALLERY_CATEGORIES = ["residential", "commercial", "installation", "inspiration"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_STYLES = ["Modern", "Traditional", "Contemporary", "Minimalist"] as const;
export type GalleryStyle = (typeof GALLERY_STYLES)[number];

export const GALLERY_ROOMS = ["Living Room", "Bedroom", "Dining Room", "Kitchen", "Bathroom"] as const;
export type GalleryRoom = (typeof GALLERY_ROOMS)[number];
