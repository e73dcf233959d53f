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

export const PHOTO_MESSAGES = {
  count: `Please attach at most ${PHOTO_LIMITS.count} photos`,
  total: `The photos come to more than ${PHOTO_LIMITS.totalBytes / 1024 / 1024} MB in all; please send fewer or smaller ones`,
  tooLarge: (name: string) =>
    `“${name}” is larger than ${PHOTO_LIMITS.fileBytes / 1024 / 1024} MB; please send a smaller photo`,
  notAPhoto: (name: string) => `“${name}” is not a JPEG, PNG, WebP or AVIF photo`,
  tooManyPixels: (name: string) => `“${name}” has too many pixels to process; please send a smaller photo`,
  unreadable: (name: string) => `“${name}” could not be read; it may be damaged or cut off`,
} as const;
