import type { ImgHTMLAttributes } from "react";
import { photoManifest } from "./manifest.generated";
import { photoKey, type PhotoManifest } from "./photo-manifest";

type Props = {
  /** The committed artwork (an SVG under /images); a photo with the same key replaces it. */
  src: string;
  /** Meaningful text, or "" for a decorative picture. */
  alt: string;
  /** The box the picture fills, so the layout never shifts. */
  width: number;
  height: number;
  /** How wide the picture shows at each viewport, for the browser's srcset choice. */
  sizes: string;
  /** The first picture a visitor sees: fetched early and not lazily. */
  priority?: boolean;
  className?: string;
  /** For tests; the build's manifest by default. */
  manifest?: PhotoManifest;
};

/**
 * A picture that shows the business's photo as AVIF/WebP in several widths
 * when one was dropped into content-images/, and the artwork otherwise.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className, manifest }: Props) {
  const photo = (manifest ?? photoManifest)[photoKey(src)];
  const loading: ImgHTMLAttributes<HTMLImageElement> = {
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    decoding: priority ? "sync" : "async",
  };
  if (!photo || photo.variants.length === 0) {
    return <img className={className} src={src} alt={alt} width={width} height={height} {...loading} />;
  }
  const srcSet = (format: "avif" | "webp") => photo.variants.map((v) => `${v[format]} ${v.width}w`).join(", ");
  const largest = photo.variants[photo.variants.length - 1]!;
  return (
    // No box of its own: the img keeps sizing against the caller's container, exactly like the artwork.
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img className={className} src={largest.webp} alt={alt} width={width} height={height} {...loading} />
    </picture>
  );
}
