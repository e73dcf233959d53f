import { useEffect } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Marks <html data-hydrated="true"> once React has taken the page over: in the
 * same update that switches every useHydrated() consumer to its scripted
 * version, after the hydration commit's effects. Tests and tools wait for it
 * before they act. A component of its own, so only it re-renders for the mark.
 */
export function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}
