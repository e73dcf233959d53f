import { useCallback } from "react";
import { useLocation } from "react-router";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Spec §2.2: a link to the page already shown scrolls smoothly to the top
 * instead of navigating. Returns a click handler for such links.
 */
export function useSamePageScroll(onAnyClick?: () => void) {
  const { pathname } = useLocation();
  return useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>, to: string) => {
      onAnyClick?.();
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (to !== pathname) return;
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    },
    [pathname, onAnyClick],
  );
}
