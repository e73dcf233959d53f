import { prefersReducedMotion } from "~/lib/reduced-motion";

/**
 * Spec §2.2: a link to the page already shown scrolls smoothly to the top
 * instead of loading it again. One listener for every link of the page, on
 * `window` so a handler of the page's own (which may cancel the click) runs
 * first. A link marked `data-reload` loads its page afresh all the same (an
 * error page shown at the form's own address, whose link brings the form back).
 */
export function scrollToTopOnSamePageLinks() {
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
    if (link.hasAttribute("data-reload")) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin || to.pathname !== location.pathname || to.search !== location.search) return;
    if (to.hash) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  });
}
