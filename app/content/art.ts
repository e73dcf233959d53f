import type { Art } from "./types";

/** Width and height of every illustration in public/images/art. */
export const ART_SIZE = { width: 800, height: 600 } as const;

export type Motif =
  | "roller"
  | "roman"
  | "cellular"
  | "woven"
  | "motorized"
  | "horizontal"
  | "mini"
  | "vertical"
  | "panel"
  | "sheer"
  | "blackout"
  | "thermal"
  | "decorative"
  | "drapery"
  | "motor-drapery"
  | "finial"
  | "rod"
  | "valance"
  | "tieback"
  | "design"
  | "install"
  | "consult"
  | "hero"
  | "craft"
  | "heart"
  | "idea"
  | "guarantee"
  | "shipping";

/** One of the three colourways (1 warm amber, 2 deep brown, 3 light sand) of a motif. */
export function art(motif: Motif, alt: string, variant: 1 | 2 | 3 = 1): Art {
  return { src: `/images/art/${motif}-${variant}.svg`, alt };
}

/** Three colourways of one motif for a page's three style cards. */
export function artVariants(motif: Motif, alts: string[]): Art[] {
  return alts.map((alt, i) => art(motif, alt, ((i % 3) + 1) as 1 | 2 | 3));
}
