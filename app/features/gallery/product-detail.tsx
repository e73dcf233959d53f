import { SiteLink } from "~/components/site-link";
import { BackLink } from "~/components/action-link";
import type { GalleryItem } from "~/content/gallery";
import { CATEGORY_LABELS } from "./labels";
import { formatPrice, isDollarPrice } from "./price";
import { ProductPictures } from "./product-pictures";
import { quoteHref } from "~/content/quote";

/** /product/{id} (spec §2.11), with the additional pictures and a pre-filled quote link added. */
export function ProductDetail({ item }: { item: GalleryItem }) {
  return (
    <article className="section container product">
      <BackLink action={{ to: "/projects", label: "Back to Gallery" }} />
      <div className="product__layout">
        <ProductPictures item={item} />
        <div className="product__info">
          <p className="product__category">{CATEGORY_LABELS[item.category]}</p>
          <h1 className="product__title">{item.title}</h1>
          <p className="product__price">
            {isDollarPrice(item.price) && <span className="visually-hidden">Price: </span>}
            {formatPrice(item.price)}
          </p>
          <p className="product__description">{item.description}</p>
          <h2 className="product__subheading">Features</h2>
          <ul className="product__features">
            {item.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <dl className="product__facts">
            <div>
              <dt>Style</dt>
              <dd>{item.style}</dd>
            </div>
            <div>
              <dt>Room</dt>
              <dd>{item.room}</dd>
            </div>
          </dl>
          <div className="product__actions">
            <SiteLink className="button button--primary" to="/contact">
              Schedule Consultation
            </SiteLink>
            <SiteLink className="button button--outline" to={quoteHref(item.quote.type, item.quote.model)}>
              Request a quote for this
            </SiteLink>
          </div>
        </div>
      </div>
    </article>
  );
}
