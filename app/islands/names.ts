/** The form islands of the site (docs/decisions/0014). */
export type IslandName = "contact" | "quote" | "booking" | "manage" | "privacy-request" | "swatches" | "installation";

/** What an island's element carries for its script: the page's language and the component's props. */
export type IslandData<Props> = { locale: string; props: Props };

/** The prefix of an island's React ids, on the server and in the browser alike. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}
