/** Scroll reveal (§9): 1000 ms ease-in-out once, cards staggered by 200 ms. */

/**
 * Lowers [data-reveal] elements below the fold by 20 px and lets each rise
 * once as it scrolls in. Without JavaScript (or before it runs) everything
 * stays in place, and anything already on screen is never moved. Returns a
 * function that stops watching (an app page calls this again after each of
 * its own navigations; a document load starts afresh).
 */
export function revealOnScroll(): () => void {
  const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.is-revealed)")];
  if (!("IntersectionObserver" in window)) {
    pending.forEach((el) => el.classList.add("is-revealed"));
    return () => {};
  }
  const below: HTMLElement[] = [];
  for (const el of pending) {
    if (el.getBoundingClientRect().top < window.innerHeight) el.classList.add("is-revealed");
    else below.push(el);
  }
  document.documentElement.classList.add("reveal-ready");
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
}
