import { StrictMode, startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { I18nProvider } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import type { UiCatalogue } from "~/i18n/ui";
import { IslandHydrated } from "~/lib/use-hydrated";
import { ISLAND_HYDRATED_EVENT, ISLAND_LIVE_EVENT } from "./names";
import { replayEarlyInput } from "./replay-early-input";

type Props<P> = {
  locale: Locale;
  component: ComponentType<P>;
  props: P;
  /** A catalogue replacing the language's (the tests' pseudo-locale, on the server only). */
  messages?: UiCatalogue;
  /** The island's element, in the browser: marked once hydrated. Absent on the server. */
  element?: HTMLElement;
};

/**
 * An island's React root, the same tree on the server (app/islands/island.tsx) and in the browser
 * (app/islands/start.tsx), so that hydration and `useId` agree: the form in the page's language, and the mark.
 *
 * It holds whether the form has switched to its scripted version (`useHydrated`): false on the server and in the
 * hydration (which React renders in slices, ./start.tsx), then true in a transition the hydration's commit starts.
 * Inside an island this flag replaces the re-render React gives every `useSyncExternalStore` whose snapshot differs
 * from the server's, which it schedules after the hydration's passive effects, at once and in one task.
 *
 * The switch is a transition of its own, so React renders it in slices and commits it in a task of its own: in the
 * hydration's commit it made that commit's task 53–101 ms at 4x CPU, a key or press landing on it waited as long
 * (docs/benchmarks.md). Between the two commits the island is live in its script-free version: a field the visitor
 * changes then reaches the form's state, which both versions render (a time picked on /book stays checked:
 * app/features/booking/slot-picker.tsx), and a button pressed then waits for the scripted version
 * (app/features/site-script/hold-presses.ts).
 */
export function IslandRoot<P extends object>({ locale, component: Component, props, messages, element }: Props<P>) {
  const [hydrated, setHydrated] = useState(false);
  // Started in the hydration's own commit, so nothing but the visitor's own input comes before it.
  useLayoutEffect(() => startTransition(() => setHydrated(true)), []);
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <IslandHydrated value={hydrated}>
          <Component {...props} />
        </IslandHydrated>
        <ReadyMark element={element} hydrated={hydrated} />
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Hands the island over to the visitor. In the commit that hydrated it: lets their typing and picking reach React
 * again and gives the form what they typed or picked before (./replay-early-input.ts), before anything the form
 * renders next changes a field (a value from the address, say). Once its scripted version has rendered: presses
 * again the buttons pressed meanwhile (app/features/site-script/hold-presses.ts, told by events on the element),
 * and marks the island's element `data-island-ready` (its effect runs after the form's own): from then on its
 * scripted behaviour is live. Once every island that starts with the page is
 * live, the page's own mark follows (what tests and tools wait for). It renders nothing, so both sides agree.
 */
function ReadyMark({ element, hydrated }: { element?: HTMLElement; hydrated: boolean }) {
  useEffect(() => {
    if (!element) return;
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
    replayEarlyInput(element);
  }, [element]);
  useEffect(() => {
    if (!element || !hydrated) return;
    element.dispatchEvent(new Event(ISLAND_LIVE_EVENT));
    element.dataset.islandReady = "true";
    const waiting = document.querySelectorAll('[data-island][data-island-start="load"]:not([data-island-ready])');
    if (waiting.length === 0) document.documentElement.dataset.hydrated = "true";
  }, [element, hydrated]);
  return null;
}
