import { ART_SIZE } from "~/content/art";
import type { Art } from "~/content/types";

type Props = { image: Art; className?: string; /** Above the fold: load first, never lazily. */ priority?: boolean };

/** An illustration with its intrinsic size, so nothing shifts while it loads. */
export function ArtImage({ image, className, priority = false }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={ART_SIZE.width}
      height={ART_SIZE.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
