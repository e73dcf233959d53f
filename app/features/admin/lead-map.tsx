import { useEffect, useRef, useState, type ComponentType } from "react";
import type { LeafletMapProps } from "~/features/map/leaflet-map";
import { loadSiteConfig, type SiteConfig } from "~/lib/site-config";

type Loaded = { Map: ComponentType<LeafletMapProps>; config: SiteConfig };
type Point = { lat: number; lng: number; address: string };

/**
 * The job location: a directions link always, and the map (Leaflet, tiles) only when asked
 * for — a phone on a mobile connection loads nothing it does not show.
 */
export function LeadMap({ location }: { location: Point }) {
  const [loaded, setLoaded] = useState<Loaded | "loading" | "failed" | null>(null);
  const at = `${location.lat},${location.lng}`;
  const frame = useRef<HTMLDivElement>(null);
  // The button goes once pressed: keyboard focus moves to the map that replaced it.
  useEffect(() => {
    if (loaded === "loading") frame.current?.focus();
  }, [loaded]);
  async function show() {
    setLoaded("loading");
    try {
      const [module, config] = await Promise.all([import("~/features/map/leaflet-map"), loadSiteConfig()]);
      setLoaded({ Map: module.LeafletMap, config });
    } catch (error) {
      console.warn("The map could not be loaded", error);
      setLoaded("failed");
    }
  }
  return (
    <div className="admin-form">
      <p>
        {location.address} ({location.lat.toFixed(5)}, {location.lng.toFixed(5)})
      </p>
      <p className="admin-actions">
        <a
          className="button button--outline admin-button"
          href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Directions
        </a>
        {loaded === null && (
          <button className="button button--outline admin-button" type="button" onClick={() => void show()}>
            Show on map
          </button>
        )}
      </p>
      {loaded === "failed" && <p role="alert">The map could not be loaded. Use the directions link instead.</p>}
      {loaded !== null && loaded !== "failed" && (
        <div ref={frame} tabIndex={-1} className="admin-map" role="group" aria-label="Map of the job location">
          {loaded !== "loading" && (
            <loaded.Map
              tileUrl={loaded.config.map.tileUrl}
              attribution={loaded.config.map.attribution}
              marker={location}
              focus={location}
              onMapClick={() => {}}
            />
          )}
        </div>
      )}
    </div>
  );
}
