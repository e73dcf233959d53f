import type { Signer } from "../../secrets.ts";

const PURPOSE = "quote-photo";
/** How long a photo link in the business's e-mail works. */
export const PHOTO_LINK_DAYS = 14;

/** The photo as stored, or its small copy for a list (`&size=thumbnail`). */
export type PhotoSize = "full" | "thumbnail";

/**
 * `/api/quote-photos/<id>?expires=<unix seconds>&sig=<signature of both>`: no login, and it stops
 * working. The thumbnail's link is the same with `&size=thumbnail`: it shows less of the same photo.
 */
export function photoPath(signer: Signer, id: string, nowMs: number, size: PhotoSize = "full"): string {
  const expires = Math.floor(nowMs / 1000) + PHOTO_LINK_DAYS * 86_400;
  const path = `/api/quote-photos/${encodeURIComponent(id)}?expires=${expires}&sig=${signer.sign(PURPOSE, `${id}.${expires}`)}`;
  return size === "thumbnail" ? `${path}&size=thumbnail` : path;
}

/** Whether a photo link is genuine and still within its time. */
export function photoLinkValid(signer: Signer, id: string, expires: string, sig: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < nowMs) return false;
  return signer.verify(PURPOSE, `${id}.${expires}`, sig);
}
