import type { QuoteTarget } from "~/content/gallery";

/** The quote form reads `type` and `model` (spec §2.13); the model is URL-encoded with %20, as on the style pages. */
export function quoteHref({ type, model }: QuoteTarget): string {
  return `/quote-request?type=${encodeURIComponent(type)}&model=${encodeURIComponent(model)}`;
}
