/** Scroll reveal (§9): 1000 ms ease-in-out once, cards staggered by 200 ms. */

/**
 * Lowers the [data-reveal] elements that start below the fold by 20 px and lets
 * each rise once as it scrolls in. Without JavaScript (or before it runs)
 * everything stays in place, and anything already on screen is never moved.
 * Where each element is comes from IntersectionObserver's first report, made
 * with the browser's own layout: nothing here forces a layout, and only the
 * lowered elements change style. Returns a function that stops watching (an app
 * page calls this again after each of its own navigations).
 */
export function revealOnScroll(): () => void {
  const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.is-revealed, .is-lowered)")];
  if (!("IntersectionObserver" in window)) {
    pending.forEach((el) => el.classList.add("is-revealed"));
    return () => {};
  }
  const rise = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add("is-revealed");
        rise.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  const place = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      place.unobserve(target);
      // On screen, or already scrolled past: it stays where it is.
      if (isIntersecting || boundingClientRect.top < 0) target.classList.add("is-revealed");
      else {
        target.classList.add("is-lowered");
        rise.observe(target);
      }
    }
  });
  pending.forEach((el) => place.observe(el));
  return () => {
    place.disconnect();
    rise.disconnect();
  };
}
