import { describe, expect, it } from "vitest";
import type { GalleryItem } from "~/content/gallery";
import { filterGallery, filtersFromSearch, NO_FILTERS, searchFromFilters } from "./filters";

const item = (id: number, title: string, description: string, style: string, room: string) =>
  ({ id, title, description, style, room }) as GalleryItem;

const items = [
  item(1, "Modern Roller Shade", "Clean lines", "Modern", "Living Room"),
  item(2, "Classic Roman Shade", "Soft folds with a ROLLER-like lift", "Traditional", "Bedroom"),
  item(3, "Sheer Curtains", "Airy", "Modern", "Bedroom"),
];
const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterGallery(items, { ...NO_FILTERS, ...filters }).map((i) => i.id);

describe("filterGallery", () => {
  it("matches a case-insensitive substring of the title or the description", () => {
    expect(ids({ q: "roller" })).toEqual([1, 2]);
    expect(ids({ q: "  SHEER " })).toEqual([3]);
    expect(ids({ q: "folds" })).toEqual([2]);
    expect(ids({ q: "nothing like this" })).toEqual([]);
  });

  it("compares style and room with the item's own style and room, and requires all three", () => {
    expect(ids({ style: "Modern" })).toEqual([1, 3]);
    expect(ids({ room: "Bedroom" })).toEqual([2, 3]);
    expect(ids({ style: "Modern", room: "Bedroom" })).toEqual([3]);
    expect(ids({ style: "Modern", room: "Bedroom", q: "roller" })).toEqual([]);
    expect(ids({})).toEqual([1, 2, 3]);
  });
});

describe("URL state", () => {
  it("round-trips through the query string and leaves empty values out", () => {
    const filters = { q: "roman shade", style: "Traditional", room: "Dining Room" } as const;
    const params = searchFromFilters(filters);
    expect(params.toString()).toBe("q=roman+shade&style=Traditional&room=Dining+Room");
    expect(filtersFromSearch(params)).toEqual(filters);
    expect(searchFromFilters(NO_FILTERS).toString()).toBe("");
  });

  it("treats values the dropdowns cannot hold as All", () => {
    expect(filtersFromSearch(new URLSearchParams("style=modern&room=Garage&q=x"))).toEqual({
      q: "x",
      style: "",
      room: "",
    });
  });
});
