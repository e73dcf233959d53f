import type { GalleryItem } from "~/content/gallery";
import { GALLERY_ROOMS, GALLERY_STYLES, type GalleryRoom, type GalleryStyle } from "~/content/gallery-tags";

/** The gallery's filter state (spec §4); "" means "All Styles" / "All Rooms". */
export type GalleryFilters = {
  q: string;
  style: GalleryStyle | "";
  room: GalleryRoom | "";
};

export const NO_FILTERS: GalleryFilters = { q: "", style: "", room: "" };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "" =>
  list.includes(value as T) ? (value as T) : "";

/** Reads `?q=&style=&room=`; values the dropdowns cannot hold count as "all". */
export function filtersFromSearch(params: URLSearchParams): GalleryFilters {
  return {
    q: params.get("q") ?? "",
    style: oneOf(GALLERY_STYLES, params.get("style")),
    room: oneOf(GALLERY_ROOMS, params.get("room")),
  };
}

/** The query string for a filter state; empty filters are left out so the plain URL stays /projects. */
export function searchFromFilters(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== "") params.set("q", filters.q);
  if (filters.style !== "") params.set("style", filters.style);
  if (filters.room !== "") params.set("room", filters.room);
  return params;
}

/**
 * Spec §5: the search is a case-insensitive substring of title or description;
 * style and room must match too. We compare style and room with the item's own
 * style and room, not its category (docs/deviations.md).
 */
export function filterGallery<T extends Pick<GalleryItem, "title" | "description" | "style" | "room">>(
  items: readonly T[],
  filters: GalleryFilters,
): T[] {
  const needle = filters.q.trim().toLocaleLowerCase("en");
  return items.filter(
    (item) =>
      (needle === "" ||
        item.title.toLocaleLowerCase("en").includes(needle) ||
        item.description.toLocaleLowerCase("en").includes(needle)) &&
      (filters.style === "" || item.style === filters.style) &&
      (filters.room === "" || item.room === filters.room),
  );
}
