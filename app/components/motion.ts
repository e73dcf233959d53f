import { useEffect, type CSSProperties } from "react";
import { useLocation } from "react-router";

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

/**
 * Lowers [data-reveal] elements below the fold by 20 px and lets each rise
 * once as it scrolls in. Without JavaScript (or before it runs) everything
 * stays in place, and anything already on screen is never moved.
 */
export function useScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.is-revealed)")];
    if (!("IntersectionObserver" in window)) {
      pending.forEach((el) => el.classList.add("is-revealed"));
      return;
    }
    const below: HTMLElement[] = [];
    for (const el of pending) {
      if (el.getBoundingClientRect().top < window.innerHeight) el.classList.add("is-revealed");
      else below.push(el);
    }
    root.classList.add("reveal-ready");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-revealed");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    below.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pathname]);
}
