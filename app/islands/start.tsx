import { startTransition, type ComponentType } from "react";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { afterNextPaint } from "~/lib/after-next-paint";
import { IslandRoot } from "./island-root";
import { islandIdPrefix, type IslandData, type IslandName } from "./names";

/**
 * Hydrates every element of the island `name` with `Component` and the props the server rendered it with
 * (app/islands/island.tsx), in the page's language and with the same id prefix. Each island is a React root of
 * its own; nothing outside it is React's.
 *
 * An island usually starts on the visitor's first interaction, so whatever it does next delays their next key or
 * press (decision 0014, "Starting without blocking a press"). It does it in short tasks:
 * - React DOM is a module of its own, fetched and evaluated in a task after the form's module, not with it
 *   (evaluating both at once was one task of about 90 ms at 4x CPU), and each waits for the next paint, so that a
 *   key pressed meanwhile is painted before the next long task starts;
 * - the hydration is a transition, which React renders in slices of a few milliseconds, yielding to input between
 *   them; so is the switch to the form's scripted version that follows (./island-root.tsx);
 * - meanwhile the visitor's presses are kept from React, which would otherwise finish the whole hydration at once
 *   to deliver them; the browser answers them natively, and the island is handed what they changed and the buttons
 *   they pressed once it is live (app/features/site-script/hold-presses.ts, from the script's fetch on).
 */
export async function startIsland<P extends object>(name: IslandName, Component: ComponentType<P>) {
  // A press that came meanwhile paints first; React DOM's evaluation is then a task of its own.
  await afterNextPaint();
  const { hydrateRoot } = await import("react-dom/client");
  await afterNextPaint();
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (element.dataset.islandReady) continue;
    const data = JSON.parse(element.dataset.islandProps ?? "{}") as IslandData<P>;
    const locale = isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
    startTransition(() => {
      hydrateRoot(element, <IslandRoot locale={locale} component={Component} props={data.props} element={element} />, {
        identifierPrefix: islandIdPrefix(name),
      });
    });
  }
}
