import { createContext, useContext, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Inside a form island: whether the island has switched to its scripted version. The island's root provides it
 * (app/islands/island-root.tsx): false on the server and while hydrating, then true in a transition, so switching a
 * whole form to its scripted version is rendered in slices a visitor's key can come between. Outside an island
 * (the back office's React Router pages) there is no provider.
 */
export const IslandHydrated = createContext<boolean | null>(null);

/**
 * False in the server HTML and during hydration, true once scripts run. Forms
 * render a plain, script-free version first (native post to a route action)
 * and switch to their scripted behaviour only when it can actually work; the
 * gallery, prerendered without a query string, applies the URL's filters only
 * after its first client render has matched that HTML.
 *
 * Outside an island the switch is React's own re-render after hydration (a snapshot that differs from the
 * server's, rendered at once). Inside one it follows the island's flag, which already matches the server's while
 * hydrating, so React has nothing to re-render at once.
 */
export function useHydrated(): boolean {
  const island = useContext(IslandHydrated);
  return useSyncExternalStore(
    subscribe,
    () => island ?? true,
    () => false,
  );
}
