/** Product types the quote form understands, plus accessories from the accessories overview (§2.9). */
export type QuoteType = "blinds" | "curtains" | "shades" | "drapery" | "accessories";

/**
 * Link to the quote form pre-filled with a type and model. Both values are
 * always URL-encoded, so "Roller Shades" travels as Roller%20Shades.
 */
export function quoteHref(type: QuoteType, model: string): string {
  return `/quote-request?type=${encodeURIComponent(type)}&model=${encodeURIComponent(model)}`;
}
