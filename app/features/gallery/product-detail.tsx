import { SiteLink } from "~/components/site-link";
import { BackLink } from "~/components/action-link";
import type { GalleryItem } from "~/content/gallery";
import { quoteHref } from "~/content/quote";
import { backLink } from "~/content/shared";
import type { ContentCatalogue } from "~/i18n/content";
import { formatPrice, isDollarPrice } from "./price";
import { ProductPictures } from "./product-pictures";

/** The words a product page needs beside its item's. */
export type ProductWords = Pick<ContentCatalogue, "gallery" | "common">;

/** /product/{id} (spec §2.11), with the additional pictures and a pre-filled quote link added. */
export function ProductDetail({ item, words }: { item: GalleryItem; words: ProductWords }) {
  const product = words.gallery.product;
  return (
    <article className="section container product">
      <BackLink action={backLink("gallery", words)} />
      <div className="product__layout">
        <ProductPictures item={item} label={product.pictures} />
        <div className="product__info">
          <p className="product__category">{item.labels.category}</p>
          <h1 className="product__title">{item.title}</h1>
          <p className="product__price">
            {isDollarPrice(item.price) && <span className="visually-hidden">{`${product.price} `}</span>}
            {formatPrice(item.price)}
          </p>
          <p className="product__description">{item.description}</p>
          <h2 className="product__subheading">{product.features}</h2>
          <ul className="product__features">
            {item.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <dl className="product__facts">
            <div>
              <dt>{product.style}</dt>
              <dd>{item.labels.style}</dd>
            </div>
            <div>
              <dt>{product.room}</dt>
              <dd>{item.labels.room}</dd>
            </div>
          </dl>
          <div className="product__actions">
            <SiteLink className="button button--primary" to="/contact">
              {words.common.actions.scheduleConsultation}
            </SiteLink>
            <SiteLink className="button button--outline" to={quoteHref(item.quote.type, item.quote.model)}>
              {product.quote}
            </SiteLink>
          </div>
        </div>
      </div>
    </article>
  );
}
