import { Options } from "~/components/options";
import { GALLERY_ROOMS, GALLERY_STYLES } from "~/content/gallery";
import type { ContentCatalogue } from "~/i18n/content";
import { plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

type FilterWords = ContentCatalogue["galleryFilters"];

/**
 * Spec §2.7 controls. The list updates as the visitor types (the site script),
 * so the form never submits; without scripts it reloads the page with its
 * values in the URL. The values are the styles' and rooms' own; their labels are the page's language.
 */
export function GalleryFilterForm(props: { count: number; words: FilterWords; locale: Locale }) {
  const { count, words, locale } = props;
  return (
    <form className="gallery-filters" role="search" aria-label={words.label} action="/projects">
      <div className="gallery-filters__field">
        <label htmlFor="gallery-search">{words.search}</label>
        <input id="gallery-search" name="q" type="search" placeholder={words.searchPlaceholder} autoComplete="off" />
      </div>
      <FilterSelect label={words.style} name="style" all={words.allStyles}>
        <Options values={GALLERY_STYLES} labels={words.styles} />
      </FilterSelect>
      <FilterSelect label={words.room} name="room" all={words.allRooms}>
        <Options values={GALLERY_ROOMS} labels={words.rooms} />
      </FilterSelect>
      <p className="gallery-filters__count" role="status">
        {plural(words.count, count, locale)}
      </p>
    </form>
  );
}

/** One filter: every value of a list (its options), or all of them (""). */
function FilterSelect(props: { label: string; name: string; all: string; children: React.ReactNode }) {
  const id = `gallery-${props.name}`;
  return (
    <div className="gallery-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue="">
        <option value="">{props.all}</option>
        {props.children}
      </select>
    </div>
  );
}
