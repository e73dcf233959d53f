import type { GalleryItem } from "~/content/gallery";
import {
  filterGallery,
  filtersFromSearch,
  NO_FILTERS,
  searchFromFilters,
  type GalleryFilters,
} from "~/features/gallery/filters";
import { productCount } from "~/features/gallery/labels";
import { localeOfPath } from "~/i18n/locales";

/** How long typing pauses before the search text is written to the URL. */
export const QUERY_TO_URL_MS = 250;

/**
 * The gallery's filters (spec §2.7, §4, §5) on the prerendered page, which
 * lists every item. They live in the URL (`?q=&style=&room=`) so a filtered
 * view can be shared, survives a reload and Back undoes a dropdown choice;
 * while typing, the URL follows after a short pause and replaces its entry
 * (one entry per keystroke would make Back useless).
 */
export function galleryFilters(form: HTMLFormElement | null = document.querySelector(".gallery-filters")) {
  const grid = document.querySelector(".gallery-grid");
  const empty = document.querySelector<HTMLElement>(".gallery-empty");
  if (!form || !grid || !empty) return;
  const controls = form.elements as unknown as Record<keyof GalleryFilters, HTMLInputElement | HTMLSelectElement>;
  const count = form.querySelector(".gallery-filters__count")!;
  const cards = [...grid.children].map((card) => {
    const el = card as HTMLElement;
    const text = (selector: string) => el.querySelector(selector)?.textContent ?? "";
    return {
      el,
      title: text(".gallery-card__title"),
      description: text(".gallery-card__description"),
      style: el.dataset.style as GalleryItem["style"],
      room: el.dataset.room as GalleryItem["room"],
    };
  });

  const read = (): GalleryFilters => ({
    q: controls.q.value,
    style: controls.style.value as GalleryFilters["style"],
    room: controls.room.value as GalleryFilters["room"],
  });
  function show(filters: GalleryFilters) {
    const shown = new Set(filterGallery(cards, filters));
    for (const card of cards) card.el.hidden = !shown.has(card);
    count.textContent = productCount(shown.size, localeOfPath(location.pathname));
    grid!.toggleAttribute("hidden", shown.size === 0);
    empty!.hidden = shown.size > 0;
  }
  function fromUrl() {
    const filters = filtersFromSearch(new URLSearchParams(location.search));
    for (const key of ["q", "style", "room"] as const) controls[key].value = filters[key];
    show(filters);
  }
  let urlTimer: ReturnType<typeof setTimeout> | undefined;
  function write(filters: GalleryFilters, replace: boolean) {
    clearTimeout(urlTimer);
    const search = searchFromFilters(filters).toString();
    const url = `${location.pathname}${search ? `?${search}` : ""}`;
    if (replace) history.replaceState(history.state, "", url);
    else history.pushState(history.state, "", url);
  }

  form.addEventListener("submit", (event) => event.preventDefault());
  controls.q.addEventListener("input", () => {
    const filters = read();
    show(filters);
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => write(filters, true), QUERY_TO_URL_MS);
  });
  for (const select of [controls.style, controls.room]) {
    select.addEventListener("change", () => {
      const filters = read();
      show(filters);
      write(filters, false);
    });
  }
  empty.querySelector("button")?.addEventListener("click", () => {
    for (const key of ["q", "style", "room"] as const) controls[key].value = NO_FILTERS[key];
    show(NO_FILTERS);
    write(NO_FILTERS, false);
    // The button disappears with the empty state; keep the keyboard user in the search box.
    controls.q.focus();
  });
  window.addEventListener("popstate", fromUrl);
  if (location.search) fromUrl();
}
