import sharp from "sharp";
import { PHOTO_LIMITS, PHOTO_REFUSALS } from "../../../app/features/quote/photo-limits.ts";
import type { Message } from "../../../app/i18n/message-key.ts";

// No cache of decoded images between requests, and libvips's own threads only: memory stays
// bounded by the one photo being re-encoded (see `oneAtATime`).
sharp.cache(false);

export type Sniffed = "jpeg" | "png" | "webp" | "avif";

/** The image type from the bytes themselves; the name and the declared type are never trusted. */
export function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp") {
    const brands = bytes.toString("latin1", 8, Math.min(bytes.length, 64));
    if (/avif|avis/.test(brands)) return "avif";
  }
  return null;
}

export type ProcessedPhoto = { data: Buffer; width: number; height: number };
/** A refusal is a message named by its key, written in the visitor's language by the quote's intake. */
export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; message: Message };

let queue: Promise<unknown> = Promise.resolve();
/** Re-encodes one photo at a time per process, so twenty uploads at once cost one photo's memory, not twenty. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A photo as the business receives it: turned upright, at most 2560 px on its longest side,
 * a JPEG with no metadata at all (EXIF — GPS above all —, XMP, ICC comments). An image with
 * more than `maxPixels` pixels is refused from its header, before it is decoded.
 */
export function processPhoto(bytes: Buffer, name: string): Promise<PhotoResult> {
  if (!sniff(bytes)) return Promise.resolve({ ok: false, message: PHOTO_REFUSALS.notAPhoto(name) });
  return oneAtATime(async () => {
    try {
      const image = sharp(bytes, {
        limitInputPixels: PHOTO_LIMITS.maxPixels,
        failOn: "truncated",
        sequentialRead: true,
      });
      const { data, info } = await image
        .autoOrient()
        .resize({
          width: PHOTO_LIMITS.longestSide,
          height: PHOTO_LIMITS.longestSide,
          fit: "inside",
          withoutEnlargement: true,
        })
        .flatten({ background: "#ffffff" })
        // libjpeg-turbo, not mozjpeg: a few percent larger files, several times faster on a busy server.
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { ok: true, photo: { data, width: info.width, height: info.height } };
    } catch (error) {
      const text = String((error as Error).message);
      if (/pixel limit/i.test(text)) return { ok: false, message: PHOTO_REFUSALS.tooManyPixels(name) };
      return { ok: false, message: PHOTO_REFUSALS.unreadable(name) };
    }
  });
}

/** The lead page shows photos at 160 × 120 CSS pixels: twice that serves sharp screens. */
export const THUMBNAIL = { width: 320, height: 240 } as const;

/**
 * A small copy of a stored photo for the lead page's list, cut to fill 320 × 240, made when asked
 * (never stored: the photo is the one record) one at a time like the re-encoding, so a page of
 * thumbnails costs kilobytes to send rather than a few megabytes of full photos.
 */
export function thumbnail(photo: Buffer): Promise<Buffer> {
  return oneAtATime(() =>
    sharp(photo, { sequentialRead: true })
      .resize({ ...THUMBNAIL, fit: "cover" })
      .jpeg({ quality: 75 })
      .toBuffer(),
  );
}
