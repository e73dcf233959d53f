import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { afterNextPaint } from "~/lib/after-next-paint";
import { IslandRoot } from "./island-root";
import { islandIdPrefix, type IslandData, type IslandName } from "./names";

/**
 * Hydrates every element of the island `name` with `Component` and the props the server rendered it with
 * (app/islands/island.tsx), in the page's language and with the same id prefix. Each island is a React root of
 * its own; nothing outside it is React's.
 *
 * An island usually starts on the visitor's first interaction, so whatever it does next may delay their next key or
 * press (decision 0014, "Starting without blocking a press"):
 * - its module, React DOM included, is evaluated as soon as it arrives, in one task (55–100 ms at 4x CPU, most of it
 *   V8 parsing React DOM): right after the first interaction is when a visitor is least likely to be typing;
 * - the hydration is a transition, which React renders in slices of a few milliseconds, yielding to input between
 *   them; so is the switch to the form's scripted version that follows (./island-root.tsx);
 * - meanwhile the visitor's presses are kept from React, which would otherwise finish the whole hydration at once
 *   to deliver them; the browser answers them natively, and the island is handed what they changed and the buttons
 *   they pressed once it is live (app/features/site-script/hold-presses.ts, from the script's fetch on).
 */
export function startIsland<P extends object>(name: IslandName, Component: ComponentType<P>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (element.dataset.islandReady) continue;
    const data = JSON.parse(element.dataset.islandProps ?? "{}") as IslandData<P>;
    const locale = isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
    // After the next paint: a press that came while the module was evaluated is painted before the hydration starts.
    void afterNextPaint().then(() =>
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandRoot locale={locale} component={Component} props={data.props} element={element} />,
          { identifierPrefix: islandIdPrefix(name) },
        );
      }),
    );
  }
}
