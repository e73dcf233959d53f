import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the prerendered HTML hydrates, true afterwards. The gallery's
 * HTML is prerendered without a query string, so the first client render must
 * match it before the URL's filters apply.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
