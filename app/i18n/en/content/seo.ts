/**
 * What search results and link previews say beyond each page's name and description (./pages.ts):
 * the preview images' descriptions and the product pages' snippets. The site's preview image is
 * described in ./chrome.ts, as error pages use it too.
 */
export const enSeo = {
  /** By preview image (app/features/seo/page-meta.ts), the site's own excepted. */
  ogImages: {
    blinds: "Custom horizontal blinds in a window frame",
    curtains: "A pair of custom curtains framing a window",
    shades: "A custom roller shade half lowered over a window",
    drapery: "Floor-length pleated drapery panels",
    accessories: "A curtain rod with finials and a tieback",
    motorized: "A motorized shade with its remote control",
    services: "Measuring a window for made-to-measure treatments",
    gallery: "A gallery of finished window treatment projects",
  },
  product: {
    /** A product snippet's first sentence: with its price, or without one. */
    lead: "{title}, {price}.",
    leadWithoutPrice: "{title}.",
    /** A product page whose item could not be read. */
    fallbackTitle: "Product {id}",
  },
} as const;
