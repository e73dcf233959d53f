import type { CSSProperties } from "react";

/** Scroll reveal (§9): 1000 ms ease-in-out once, cards staggered by 200 ms. */
export const REVEAL_STEP_MS = 200;

/** Props for an element that rises into place the first time it is scrolled to. */
export function reveal(index = 0): { "data-reveal": ""; style: CSSProperties } {
  return { "data-reveal": "", style: { "--reveal-delay": `${index * REVEAL_STEP_MS}ms` } as CSSProperties };
}

/** Entrance animation class: steps 1-3 are 0.1/0.2/0.3 s (§4), hero steps 1-4 are 200-800 ms (§9). */
export function enter(step: 1 | 2 | 3 | 4, hero = false): string {
  return hero ? `enter enter--hero-${step}` : `enter enter--${step}`;
}
