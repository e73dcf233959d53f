import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { filtersFromSearch, NO_FILTERS, searchFromFilters, type GalleryFilters } from "./filters";
import { useHydrated } from "~/lib/use-hydrated";

const same = (a: GalleryFilters, b: GalleryFilters) => a.q === b.q && a.style === b.style && a.room === b.room;

/** How long typing pauses before the search text is written to the URL. */
export const QUERY_TO_URL_MS = 250;

/**
 * The gallery's filters live in the URL (`?q=&style=&room=`) so a filtered view
 * can be shared and survives a reload. What the visitor just chose shows at
 * once, before the router has committed the new URL, so fast typing never
 * loses a keystroke; while typing, the URL follows after a short pause, so a
 * keystroke costs one small render instead of a navigation.
 */
export function useGalleryFilters() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = hydrated ? filtersFromSearch(params) : NO_FILTERS;
  const [pending, setPending] = useState<GalleryFilters | null>(null);
  if (pending && same(pending, fromUrl)) setPending(null);
  const filters = pending ?? fromUrl;

  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  function update(change: Partial<GalleryFilters>, { replace, later = false }: { replace: boolean; later?: boolean }) {
    const next = { ...filters, ...change };
    setPending(next);
    clearTimeout(urlTimer.current);
    const write = () => setParams(searchFromFilters(next), { replace, preventScrollReset: true });
    if (later) urlTimer.current = setTimeout(write, QUERY_TO_URL_MS);
    else write();
  }

  return {
    filters,
    /** Typing replaces the history entry; one entry per keystroke would make Back useless. */
    setQuery: (q: string) => update({ q }, { replace: true, later: true }),
    setStyle: (style: GalleryFilters["style"]) => update({ style }, { replace: false }),
    setRoom: (room: GalleryFilters["room"]) => update({ room }, { replace: false }),
    clear: () => update(NO_FILTERS, { replace: false }),
  };
}
