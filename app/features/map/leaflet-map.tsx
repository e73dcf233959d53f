/**
 * The Leaflet map itself. Only ever loaded with `import()` once the contact
 * section nears the viewport: Leaflet touches `window` when it loads and is
 * the heaviest piece of the page, so first loads never pay for it.
 */
import { icon } from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?url";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { useEffect } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useMessages } from "~/i18n/i18n-context";
import { mapUi } from "~/i18n/parts/map";
import type { LatLng } from "./types";

/**
 * Leaflet's stylesheet, linked once when the map first loads. A form island is bundled on its own (decision 0014),
 * where a CSS import would not reach the page, so the stylesheet is a file of the build, linked by URL.
 */
function linkLeafletCss() {
  if (document.querySelector(`link[href="${leafletCss}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = leafletCss;
  document.head.append(link);
}
linkLeafletCss();

// Bundled with the site (spec §7 used a CDN); Leaflet's own default would guess the path.
const markerImage = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export const START_CENTER: LatLng = { lat: 34.0522, lng: -118.2437 };
export const START_ZOOM = 11;

export type LeafletMapProps = {
  tileUrl: string;
  attribution: string;
  marker: LatLng | null;
  /** Where to move the view, e.g. to a picked search result. */
  focus: LatLng | null;
  onMapClick: (at: LatLng) => void;
};

function ClickHandler({ onMapClick }: { onMapClick: (at: LatLng) => void }) {
  useMapEvents({ click: (e) => onMapClick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function FollowFocus({ focus }: { focus: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], Math.max(map.getZoom(), 15));
  }, [map, focus]);
  return null;
}

export function LeafletMap({ tileUrl, attribution, marker, focus, onMapClick }: LeafletMapProps) {
  const { map } = useMessages(mapUi);
  return (
    <MapContainer
      center={[START_CENTER.lat, START_CENTER.lng]}
      zoom={START_ZOOM}
      scrollWheelZoom
      className="map-picker__map"
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {marker && <Marker position={[marker.lat, marker.lng]} icon={markerImage} alt={map.marker} keyboard={false} />}
      <ClickHandler onMapClick={onMapClick} />
      <FollowFocus focus={focus} />
    </MapContainer>
  );
}
