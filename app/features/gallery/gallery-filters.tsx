import type { Ref } from "react";
import { Options } from "~/components/options";
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
      <FilterSelect
        label="Style"
        name="style"
        all="All Styles"
        values={GALLERY_STYLES}
        value={filters.style}
        onChange={onStyle}
      />
      <FilterSelect
        label="Room Type"
        name="room"
        all="All Rooms"
        values={GALLERY_ROOMS}
        value={filters.room}
        onChange={onRoom}
      />
      <p className="gallery-filters__count" role="status">
        {productCount(count)}
      </p>
    </form>
  );
}

/** One filter: every value of a list, or all of them (""). */
function FilterSelect<T extends string>(props: {
  label: string;
  name: string;
  all: string;
  values: readonly T[];
  value: T | "";
  onChange: (value: T | "") => void;
}) {
  const id = `gallery-${props.name}`;
  return (
    <div className="gallery-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value as T | "")}
      >
        <option value="">{props.all}</option>
        <Options values={props.values} />
      </select>
    </div>
  );
}
