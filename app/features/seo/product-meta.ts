/**
 * What search results and link previews say about a gallery item. The product
 * route's loader supplies the item; this module only reads it, defensively,
 * because the gallery data may arrive flat or wrapped (`{ item }`, `{ product }`).
 */
import { contentFor } from "~/i18n/content";
import { format } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
export type ProductFacts = {
  id?: number;
  title: string;
  description?: string;
  /** Price text as shown: "299.99", "$299.99", "Contact for Quote", "View Only". */
  price?: string;
  /** Site path or absolute URL of the main image. */
  image?: string;
};

const MAX_DESCRIPTION = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function text(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** An image field may be a URL string or an object such as `{ src, alt }`. */
function imageSource(value: unknown): string | undefined {
  if (isRecord(value)) return text(value.src) ?? text(value.url);
  return text(value);
}

export function readProductFacts(loaderData: unknown): ProductFacts | undefined {
  if (!isRecord(loaderData)) return undefined;
  const candidate = [loaderData.item, loaderData.product].find(isRecord) ?? loaderData;
  const title = text(candidate.title) ?? text(candidate.name);
  if (!title) return undefined;
  const id = Number(candidate.id ?? loaderData.id);
  return {
    id: Number.isInteger(id) ? id : undefined,
    title,
    description: text(candidate.description),
    price: text(candidate.price),
    image: imageSource(candidate.image),
  };
}

/** The amount of a priced item as schema.org wants it ("299.99"), or undefined for quote-only and display items. */
export function priceAmount(price: string | undefined): string | undefined {
  const match = price?.replace(/[,\s]/g, "").match(/^(?:US)?\$?(\d+(?:\.\d{1,2})?)$/i);
  if (!match?.[1]) return undefined;
  return Number(match[1]).toFixed(2);
}

/** Cut at a word boundary so a snippet never ends mid-word. */
export function clip(value: string, max = MAX_DESCRIPTION): string {
  const clean = value.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:-]+$/, "")}…`;
}

/** "Classic Roman Shade, $349.99. Soft, tailored folds …", cut to a snippet's length. */
export function productDescription(product: ProductFacts, locale: Locale = DEFAULT_LOCALE): string {
  const words = contentFor(locale);
  const amount = priceAmount(product.price);
  let lead = format(words.seo.product.leadWithoutPrice, { title: product.title }, locale);
  if (amount) lead = format(words.seo.product.lead, { title: product.title, price: `$${amount}` }, locale);
  // An item without a description reads as the product pages' own description (the table of pages).
  const body = product.description ?? words.pages["/product/:id"].description;
  return clip(`${lead} ${body}`);
}
