import { format } from "../../i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { quoteUi, type QuoteUi } from "../../i18n/parts/quote.ts";
import { serverUi } from "../../i18n/parts/server.ts";

/**
 * The quote's photos (issue 13), shared by the form (its `accept`, its checks before
 * sending) and the server (which enforces them while the upload streams in).
 */
export const PHOTO_LIMITS = {
  count: 6,
  fileBytes: 15 * 1024 * 1024,
  totalBytes: 40 * 1024 * 1024,
  /** Sizes of the photos the business gets: the longest side, in pixels. */
  longestSide: 2560,
  /** An image with more pixels is refused unread (a decompression bomb is a small file of a huge image). */
  maxPixels: 50_000_000,
} as const;

export const PHOTO_FIELD = "photos";
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** A photo's name as shown in a message: no folders, no control characters, not too long. */
export function shownName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/\p{Cc}/gu, "").trim();
  return (clean || "photo").slice(0, 80);
}

const MB = 1024 * 1024;

/** The limits' messages, as the form checks the photos chosen before sending. */
export function photoMessages(messages: QuoteUi["photos"], locale: Locale) {
  return {
    count: format(messages.count, { count: PHOTO_LIMITS.count }, locale),
    total: format(messages.total, { megabytes: PHOTO_LIMITS.totalBytes / MB }, locale),
    tooLarge: (name: string) => format(messages.tooLarge, { name, megabytes: PHOTO_LIMITS.fileBytes / MB }, locale),
    notAPhoto: (name: string) => format(messages.notAPhoto, { name }, locale),
  };
}

function serverPhotoMessages() {
  const checks = serverUi[DEFAULT_LOCALE].photoChecks;
  return {
    ...photoMessages(quoteUi[DEFAULT_LOCALE].photos, DEFAULT_LOCALE),
    tooManyPixels: (name: string) => format(checks.tooManyPixels, { name }),
    unreadable: (name: string) => format(checks.unreadable, { name }),
  };
}

/**
 * Every photo message in English, for the server's checks as the upload streams in
 * (server/quote-photos). Marked pure so a page's bundle, whose form takes its messages from
 * the catalogue, leaves it (and the server's own messages) out.
 */
export const PHOTO_MESSAGES = /* @__PURE__ */ serverPhotoMessages();
