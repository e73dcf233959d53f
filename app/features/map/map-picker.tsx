import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useMessages } from "~/i18n/i18n-context";
import { mapUi } from "~/i18n/parts/map";
import { loadSiteConfig, type SiteConfig } from "~/lib/site-config";
import { fallbackAddress, type Place } from "./geocoder";
import { getGeocoder } from "./geocoder-client";
import type { LeafletMapProps } from "./leaflet-map";
import { PlaceSearch } from "./place-search";
import type { LatLng, PickedLocation } from "./types";

/** Start loading the map this far before it scrolls into view. */
const PRELOAD_MARGIN = "300px 0px";

type Loaded = { Map: ComponentType<LeafletMapProps>; config: SiteConfig };

/**
 * The job-location picker (spec §2.4): place search plus a Leaflet map that is
 * fetched only when it approaches the viewport. Until then a placeholder of
 * the same size holds its place, so nothing shifts.
 */
type MapPickerProps = {
  value: PickedLocation | null;
  onChange: (location: PickedLocation) => void;
  /** False until scripts run: the search cannot work without them. */
  enabled: boolean;
};

export function MapPicker({ value, onChange, enabled }: MapPickerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { map } = useMessages(mapUi);
  const loaded = useLazyMap(frame);
  const [pending, setPending] = useState<LatLng | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const latestClick = useRef(0);

  const onMapClick = useCallback(
    async (at: LatLng) => {
      const click = ++latestClick.current;
      setPending(at);
      let address: string;
      try {
        const name = await (await getGeocoder()).reverse(at.lat, at.lng);
        address = name ?? fallbackAddress(at.lat, at.lng, false, map);
      } catch (error) {
        console.warn("Reverse lookup failed", error);
        address = fallbackAddress(at.lat, at.lng, true, map);
      }
      if (click !== latestClick.current) return;
      setPending(null);
      onChange({ ...at, address });
    },
    [onChange, map],
  );

  function onPick(place: Place) {
    latestClick.current++;
    setPending(null);
    const at = { lat: place.lat, lng: place.lng };
    setFocus(at);
    onChange({ ...at, address: place.label });
  }

  const marker = pending ?? (value ? { lat: value.lat, lng: value.lng } : null);
  return (
    <div className="map-picker">
      <PlaceSearch onPick={onPick} enabled={enabled} />
      <div ref={frame} className="map-picker__frame" role="group" aria-label={map.mapLabel}>
        {loaded === "failed" ? (
          <p className="map-picker__map map-picker__placeholder">{map.failed}</p>
        ) : loaded ? (
          <loaded.Map
            tileUrl={loaded.config.map.tileUrl}
            attribution={loaded.config.map.attribution}
            marker={marker}
            focus={focus}
            onMapClick={onMapClick}
          />
        ) : (
          <div className="map-picker__map map-picker__placeholder" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}

function useLazyMap(frame: React.RefObject<HTMLDivElement | null>): Loaded | "failed" | null {
  const [loaded, setLoaded] = useState<Loaded | "failed" | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let cancelled = false;
    const load = () =>
      Promise.all([import("./leaflet-map"), loadSiteConfig()]).then(
        ([module, config]) => !cancelled && setLoaded({ Map: module.LeafletMap, config }),
        (error: unknown) => {
          console.warn("The map could not be loaded", error);
          if (!cancelled) setLoaded("failed");
        },
      );
    if (typeof IntersectionObserver === "undefined") {
      void load();
      return () => void (cancelled = true);
    }
    // Leaflet is never part of a page's first load: it waits until the visitor
    // does something (moves, scrolls, types, touches), the map is near, and
    // their keys and presses pause.
    let stopWaiting = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        stopWaiting = whenInputPauses(() => void load());
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    const FIRST_INTERACTION = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;
    const start = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
      if (!cancelled) observer.observe(element);
    };
    // A page already scrolled has had its visitor's first move: the home page's form island starts only once the
    // visitor has scrolled down to it (decision 0014), after that scroll's events.
    if (window.scrollY > 0) start();
    else for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      cancelled = true;
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
      observer.disconnect();
      stopWaiting();
    };
  }, [frame]);
  return loaded;
}

/** How long the visitor's keys and presses must rest before the map starts. */
const INPUT_PAUSE_MS = 800;

/**
 * Runs `task` once the visitor has pressed no key and made no press for `INPUT_PAUSE_MS`, counted from now. Starting
 * the map (evaluating Leaflet, then drawing the map) is about 150 ms of work at 4x CPU in two long tasks: started
 * while the visitor types their name above it, or goes through the testimonials above the home page's form, it held
 * their keys and presses back by as much (docs/benchmarks.md). A visitor who goes for the map rests on it first.
 * Returns a function that cancels the wait.
 */
function whenInputPauses(task: () => void): () => void {
  let timer = setTimeout(finish, INPUT_PAUSE_MS);
  const acted = () => {
    clearTimeout(timer);
    timer = setTimeout(finish, INPUT_PAUSE_MS);
  };
  const INPUT = ["keydown", "input", "pointerdown"] as const;
  for (const type of INPUT) window.addEventListener(type, acted, { capture: true, passive: true });
  function stop() {
    clearTimeout(timer);
    for (const type of INPUT) window.removeEventListener(type, acted, true);
  }
  function finish() {
    stop();
    task();
  }
  return stop;
}
