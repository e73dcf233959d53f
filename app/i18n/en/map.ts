/** English: the map picker (spec §2.4, §8) under the contact form's and the booking form's address. */
export const enMap = {
  map: {
    searchLabel: "Search for a location",
    searchPlaceholder: "Search for a location...",
    search: "Search",
    results: "Places found",
    found: { one: "{count} place found", other: "{count} places found" },
    mapLabel: "Map: click to choose the job location",
    failed: "The map could not be loaded. Search for the place above instead.",
    marker: "Selected location",
    /** Spec §8: a map click whose reverse lookup names nothing, or fails ({lat}, {lng} with 6 decimals). */
    selected: "Selected Location",
    selectedAt: "Selected Location ({lat}, {lng})",
  },
} as const;
