import { StrictMode, useEffect, type ComponentType } from "react";
import { I18nProvider } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import type { UiCatalogue } from "~/i18n/ui";
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
 */
export function IslandRoot<P extends object>({ locale, component: Component, props, messages, element }: Props<P>) {
  return (
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <Component {...props} />
        <ReadyMark element={element} />
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Marks the island's element `data-island-ready` in the commit that hydrated it (its effect runs after the form's
 * own): from then on its scripted behaviour is live. First it hands the form what the visitor typed or picked
 * before the island ran (./replay-early-input.ts). Once every island that starts with the page is live, the page's
 * own mark follows (what tests and tools wait for). It renders nothing, so both sides agree.
 */
function ReadyMark({ element }: { element?: HTMLElement }) {
  useEffect(() => {
    if (!element) return;
    replayEarlyInput(element);
    element.dataset.islandReady = "true";
    const waiting = document.querySelectorAll('[data-island][data-island-start="load"]:not([data-island-ready])');
    if (waiting.length === 0) document.documentElement.dataset.hydrated = "true";
  }, [element]);
  return null;
}
