import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once scripts run. Forms
 * render a plain, script-free version first (native post to a route action)
 * and switch to their scripted behaviour only when it can actually work; the
 * gallery, prerendered without a query string, applies the URL's filters only
 * after its first client render has matched that HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
