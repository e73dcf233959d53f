/**
 * schema.org structured data (JSON-LD) for search engines: who the business
 * is, what a product costs, where a page sits in the site.
 */
import { business } from "~/content/business";
import { parseOpeningHours, type Weekday } from "~/content/opening-hours";
import { contentFor } from "~/i18n/content";
import { format } from "~/i18n/format";
import { DEFAULT_LOCALE, HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { priceAmount, type ProductFacts } from "./product-meta";
import { absoluteUrl } from "./site-url";

export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

export type Crumb = { name: string; path: string };

const DAY_NAMES: Record<Weekday, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** "Mo-Fr 09:00-17:00" (schema.org openingHours text) -> OpeningHoursSpecification. */
export function openingHoursSpecification(spec: string) {
  const { days, opens, closes } = parseOpeningHours(spec);
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((d) => `https://schema.org/${DAY_NAMES[d]}`),
    opens,
    closes,
  };
}

export const LOGO_PATH = "/icons/icon-512.png";

export function localBusiness(origin?: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  const url = absoluteUrl("/", origin);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${url}#business`,
    name: business.name,
    description: contentFor(locale).business.tagline,
    url,
    logo: absoluteUrl(LOGO_PATH, origin),
    image: absoluteUrl("/og/site.png", origin),
    telephone: business.phones[0].tel,
    email: business.email,
    contactPoint: business.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: phone.label === "Main" ? "customer service" : phone.label.toLowerCase(),
      email: business.email,
      areaServed: business.address.country,
      // The languages the business answers in (issue 32): the site's.
      availableLanguage: LOCALES.map((language) => LANGUAGE_NAMES[language]),
    })),
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: business.openingHours.map(openingHoursSpecification),
  };
}

export function webSite(origin?: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  const url = absoluteUrl("/", origin);
  const words = contentFor(locale);
  const siteTitle = format(words.chrome.homeTitle, { business: business.name, claim: words.business.claim }, locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url}#website`,
    name: business.name,
    alternateName: siteTitle,
    url,
    inLanguage: HTML_LANG[locale],
    publisher: { "@id": `${url}#business` },
  };
}

/** The page itself, in its language (issue 32: the JSON-LD says which language each page is in). */
export function webPage(name: string, path: string, locale: Locale, origin?: string): JsonLd {
  const url = absoluteUrl(path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    inLanguage: HTML_LANG[locale],
    isPartOf: { "@id": `${absoluteUrl("/", origin)}#website` },
  };
}

export function breadcrumbList(trail: Crumb[], origin?: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** A Product with an Offer, only for items with a dollar price; quote-only and display items get none. */
export function productJsonLd(product: ProductFacts, path: string, origin?: string): JsonLd | undefined {
  const price = priceAmount(product.price);
  if (!price) return undefined;
  const url = absoluteUrl(path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: absoluteUrl(product.image, origin) } : {}),
    ...(product.id !== undefined ? { sku: `AWB-${product.id}`, productID: String(product.id) } : {}),
    url,
    brand: { "@type": "Brand", name: business.name },
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: business.name },
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so
 * no text (e.g. "</script>") can end the element early; `>`, `&` and the line
 * separators that JavaScript parsers reject are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
