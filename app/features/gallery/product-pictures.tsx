import type { GalleryItem } from "~/content/gallery";
import { ResponsiveImage } from "~/features/images/responsive-image";

const MAIN_SIZES = "(max-width: 767px) calc(100vw - 40px), (max-width: 1200px) 52vw, 600px";

/**
 * The main picture and the three additional ones (spec §3.5) as toggle
 * buttons: aria-pressed tells which picture is showing. The buttons are
 * worked by the site script (app/features/site-script/product-pictures.ts). `label` names the group.
 */
export function ProductPictures({ item, label }: { item: GalleryItem; label: string }) {
  const pictures = [item.image, ...item.additionalImages];
  return (
    <div className="product-pictures">
      <div className="product-pictures__main">
        <ResponsiveImage
          className="product-pictures__image"
          src={item.image.src}
          alt={item.image.alt}
          width={1200}
          height={900}
          sizes={MAIN_SIZES}
          priority
        />
      </div>
      <div className="product-pictures__thumbs" role="group" aria-label={label}>
        {pictures.map((picture, index) => (
          <button key={picture.src} type="button" className="product-pictures__thumb" aria-pressed={index === 0}>
            <ResponsiveImage src={picture.src} alt={picture.alt} width={240} height={180} sizes="140px" />
          </button>
        ))}
      </div>
    </div>
  );
}
