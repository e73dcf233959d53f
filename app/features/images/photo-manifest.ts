/**
 * What scripts/images.ts writes into manifest.generated.ts for each photo
 * dropped into content-images/: its key (the artwork path it replaces, e.g.
 * "gallery/3" for /images/gallery/3.svg), intrinsic size and variants.
 */
export type PhotoVariant = { width: number; avif: string; webp: string };

export type Photo = {
  width: number;
  height: number;
  /** Smallest first. */
  variants: readonly PhotoVariant[];
};

export type PhotoManifest = Readonly<Record<string, Photo>>;

/** "/images/gallery/3.svg" -> "gallery/3": the name a photo needs in content-images/ to replace it. */
export function photoKey(src: string): string {
  return src.replace(/^\/images\//, "").replace(/\.[a-z0-9]+$/i, "");
}
