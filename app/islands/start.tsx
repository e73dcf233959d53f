import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { IslandRoot } from "./island-root";
import { islandIdPrefix, type IslandData, type IslandName } from "./names";

/**
 * Hydrates every element of the island `name` with `Component` and the props the server rendered it with
 * (app/islands/island.tsx), in the page's language and with the same id prefix. Each island is a React root of
 * its own; nothing outside it is React's.
 */
export function startIsland<P extends object>(name: IslandName, Component: ComponentType<P>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (element.dataset.islandReady) continue;
    const data = JSON.parse(element.dataset.islandProps ?? "{}") as IslandData<P>;
    const locale = isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
    hydrateRoot(element, <IslandRoot locale={locale} component={Component} props={data.props} element={element} />, {
      identifierPrefix: islandIdPrefix(name),
    });
  }
}
