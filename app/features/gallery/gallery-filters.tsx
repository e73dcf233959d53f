import { Options } from "~/components/options";
import { GALLERY_ROOMS, GALLERY_STYLES } from "~/content/gallery";
import { productCount } from "./labels";

/**
 * Spec §2.7 controls. The list updates as the visitor types (the site script),
 * so the form never submits; without scripts it reloads the page with its
 * values in the URL.
 */
export function GalleryFilterForm({ count }: { count: number }) {
  return (
    <form className="gallery-filters" role="search" aria-label="Filter the gallery" action="/projects">
      <div className="gallery-filters__field">
        <label htmlFor="gallery-search">Search</label>
        <input id="gallery-search" name="q" type="search" placeholder="Search products..." autoComplete="off" />
      </div>
      <FilterSelect label="Style" name="style" all="All Styles" values={GALLERY_STYLES} />
      <FilterSelect label="Room Type" name="room" all="All Rooms" values={GALLERY_ROOMS} />
      <p className="gallery-filters__count" role="status">
        {productCount(count)}
      </p>
    </form>
  );
}

/** One filter: every value of a list, or all of them (""). */
function FilterSelect(props: { label: string; name: string; all: string; values: readonly string[] }) {
  const id = `gallery-${props.name}`;
  return (
    <div className="gallery-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue="">
        <option value="">{props.all}</option>
        <Options values={props.values} />
      </select>
    </div>
  );
}
