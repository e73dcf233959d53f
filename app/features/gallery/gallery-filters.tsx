import type { Ref } from "react";
import { GALLERY_ROOMS, GALLERY_STYLES, type GalleryRoom, type GalleryStyle } from "~/content/gallery";
import type { GalleryFilters } from "./filters";
import { productCount } from "./labels";

type Props = {
  filters: GalleryFilters;
  count: number;
  searchRef: Ref<HTMLInputElement>;
  onQuery: (q: string) => void;
  onStyle: (style: GalleryStyle | "") => void;
  onRoom: (room: GalleryRoom | "") => void;
};

/** Spec §2.7 controls. The list updates as the visitor types, so the form never submits. */
export function GalleryFilterForm({ filters, count, searchRef, onQuery, onStyle, onRoom }: Props) {
  return (
    <form
      className="gallery-filters"
      role="search"
      aria-label="Filter the gallery"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="gallery-filters__field">
        <label htmlFor="gallery-search">Search</label>
        <input
          ref={searchRef}
          id="gallery-search"
          name="q"
          type="search"
          placeholder="Search products..."
          autoComplete="off"
          value={filters.q}
          onChange={(e) => onQuery(e.currentTarget.value)}
        />
      </div>
      <div className="gallery-filters__field">
        <label htmlFor="gallery-style">Style</label>
        <select
          id="gallery-style"
          name="style"
          value={filters.style}
          onChange={(e) => onStyle(e.currentTarget.value as GalleryStyle | "")}
        >
          <option value="">All Styles</option>
          {GALLERY_STYLES.map((style) => (
            <option key={style} value={style}>
              {style}
            </option>
          ))}
        </select>
      </div>
      <div className="gallery-filters__field">
        <label htmlFor="gallery-room">Room Type</label>
        <select
          id="gallery-room"
          name="room"
          value={filters.room}
          onChange={(e) => onRoom(e.currentTarget.value as GalleryRoom | "")}
        >
          <option value="">All Rooms</option>
          {GALLERY_ROOMS.map((room) => (
            <option key={room} value={room}>
              {room}
            </option>
          ))}
        </select>
      </div>
      <p className="gallery-filters__count" role="status">
        {productCount(count)}
      </p>
    </form>
  );
}
