import { MAX_SWATCHES, isSwatchId, type SwatchId } from "../../app/content/swatches.ts";
import { BAG_COOKIE, bagValueOf, splitBagValue } from "../../app/features/swatches/bag-cookie.ts";
import type { Signer } from "../secrets.ts";

/**
 * The swatch bag kept in a signed cookie (docs/decisions/0018): no table holds a visitor's bag, so content pages stay
 * prerendered files and any instance reads the same bag. The signature (16 bytes of HMAC for its own purpose) means
 * a bag is one this site wrote; its ids are checked against the catalogue again on every read all the same.
 */
const PURPOSE = "swatch-bag";
const SIGNATURE_BYTES = 16;
/** A bag keeps for 30 days after its last change. */
const MAX_AGE_S = 30 * 86_400;

export type BagCookies = {
  read(cookieHeader: string | null): SwatchId[];
  cookie(ids: readonly SwatchId[]): string;
};

export function bagCookies(signer: Signer, options: { secure: boolean }): BagCookies {
  const attributes = `Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
  return {
    read(cookieHeader) {
      const value = bagValueOf(cookieHeader);
      if (value === "") return [];
      const { ids, signature } = splitBagValue(value);
      if (!signer.verify(PURPOSE, ids.join("."), signature, SIGNATURE_BYTES)) return [];
      // Only what the catalogue still has (a swatch may have been withdrawn since), each once, ten at most.
      const kept = [...new Set(ids)].filter(isSwatchId);
      return kept.slice(0, MAX_SWATCHES);
    },
    cookie(ids) {
      if (ids.length === 0) return `${BAG_COOKIE}=; ${attributes}; Max-Age=0`;
      const list = ids.join(".");
      return `${BAG_COOKIE}=${list}.${signer.sign(PURPOSE, list, SIGNATURE_BYTES)}; ${attributes}; Max-Age=${MAX_AGE_S}`;
    },
  };
}
