import type { ProductType } from "../features/quote/options.ts";

/**
 * Link to the quote form pre-filled with a product type and model (spec §2.13). Both values
 * are always URL-encoded, so "Roller Shades" travels as Roller%20Shades.
 */
export function quoteHref(type: ProductType, model: string): string {
  return `/quote-request?type=${encodeURIComponent(type)}&model=${encodeURIComponent(model)}`;
}
