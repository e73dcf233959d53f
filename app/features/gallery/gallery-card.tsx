import { SiteLink } from "~/components/site-link";
import type { GalleryItem } from "~/content/gallery";
import type { ContentCatalogue } from "~/i18n/content";
import { ResponsiveImage } from "~/features/images/responsive-image";
import { formatPrice } from "./price";

/** The whole card is clickable through its title link, so a screen reader hears one short link name. */
export function GalleryCard(props: { item: GalleryItem; words: Pick<ContentCatalogue, "gallery">; priority: boolean }) {
  const { item, words, priority } = props;
  return (
    <li className="gallery-card" data-style={item.style} data-room={item.room}>
      <div className="gallery-card__media">
        <ResponsiveImage
          className="gallery-card__image"
          src={item.image.src}
          alt={item.image.alt}
          width={600}
          height={450}
          sizes="(max-width: 768px) calc(100vw - 40px), (max-width: 1024px) calc(50vw - 32px), 420px"
          priority={priority}
        />
        <span className="gallery-card__badge">{item.labels.category}</span>
      </div>
      <div className="gallery-card__body">
        <h2 className="gallery-card__title">
          <SiteLink className="gallery-card__link" to={`/product/${item.id}`}>
            {item.title}
          </SiteLink>
        </h2>
        <p className="gallery-card__price">{formatPrice(item.price)}</p>
        <p className="gallery-card__description">{item.description}</p>
        <ul className="gallery-tags" aria-label={words.gallery.card.tags}>
          <li>{item.labels.style}</li>
          <li>{item.labels.room}</li>
        </ul>
      </div>
    </li>
  );
}
