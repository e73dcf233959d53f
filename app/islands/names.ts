/** The form islands of the site (docs/decisions/0014). */
export type IslandName = "contact" | "quote" | "booking" | "manage" | "privacy-request" | "swatches" | "installation";

/** What an island's element carries for its script: the page's language and the component's props. */
export type IslandData<Props> = { locale: string; props: Props };

/** The prefix of an island's React ids, on the server and in the browser alike. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}

/**
 * Told to an island's element by its root (app/islands/island-root.tsx), for the site script's hold on its presses
 * (app/features/site-script/hold-presses.ts), which is in another bundle: the island has hydrated, so React may be
 * given events again; and its scripted version is live, so buttons pressed meanwhile may be pressed again.
 */
export const ISLAND_HYDRATED_EVENT = "island-hydrated";
export const ISLAND_LIVE_EVENT = "island-live";
