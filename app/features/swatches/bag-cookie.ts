/**
 * The swatch bag's cookie (issue 36, docs/decisions/0018): the ids of the swatches in the bag, then the server's
 * signature of them, joined by dots ("roller-arctic-white.mini-cream.<signature>"). The server signs and checks it
 * (server/swatches/bag.ts); the site script only counts what it holds, for the header, so it is readable by scripts.
 */
export const BAG_COOKIE = "swatch_bag";

/** The ids a cookie value lists and the signature after them, unchecked (the server checks the signature). */
export function splitBagValue(value: string): { ids: string[]; signature: string } {
  const parts = value.split(".");
  const signature = parts.pop() ?? "";
  return { ids: parts.filter(Boolean), signature };
}

/** The bag cookie's value in a Cookie header (`document.cookie` reads the same way), or "" without one. */
export function bagValueOf(cookieHeader: string | null | undefined): string {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === BAG_COOKIE) return rest.join("=");
  }
  return "";
}
