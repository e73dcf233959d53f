import type { Locale } from "../../i18n/locales.ts";
import { msg, renderMessage, type Message } from "../../i18n/message-key.ts";
import type { QuoteUi } from "../../i18n/parts/quote.ts";

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

/**
 * The photos' refusals as messages named by their key: the form's own checks before sending (the quote's part,
 * `photos.*`) and the server's as the upload streams in and is re-encoded (those two, `photoChecks.*`, only the
 * server writes). Each is written in the visitor's language by whoever shows it.
 */
export const PHOTO_REFUSALS = {
  count: (): Message => ({ key: msg("photos.count"), params: { count: PHOTO_LIMITS.count } }),
  total: (): Message => ({ key: msg("photos.total"), params: { megabytes: PHOTO_LIMITS.totalBytes / MB } }),
  tooLarge: (name: string): Message => ({
    key: msg("photos.tooLarge"),
    params: { name, megabytes: PHOTO_LIMITS.fileBytes / MB },
  }),
  notAPhoto: (name: string): Message => ({ key: msg("photos.notAPhoto"), params: { name } }),
  tooManyPixels: (name: string): Message => ({ key: msg("photoChecks.tooManyPixels"), params: { name } }),
  unreadable: (name: string): Message => ({ key: msg("photoChecks.unreadable"), params: { name } }),
};

/** The form's checks of the photos chosen, written in `locale` from the quote's part of the catalogue. */
export function photoMessages(messages: QuoteUi, locale: Locale) {
  const write = (message: Message) => renderMessage(message, messages, locale);
  return {
    count: write(PHOTO_REFUSALS.count()),
    total: write(PHOTO_REFUSALS.total()),
    tooLarge: (name: string) => write(PHOTO_REFUSALS.tooLarge(name)),
    notAPhoto: (name: string) => write(PHOTO_REFUSALS.notAPhoto(name)),
  };
}
