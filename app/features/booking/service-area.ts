/** Where the business usually travels: a centre and a radius (SERVICE_AREA_CENTER, SERVICE_AREA_RADIUS_MILES). */
export type LatLng = { lat: number; lng: number };
export type ServiceArea = { center: LatLng; radiusMiles: number };

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine): within a fraction of a percent at the scale of a city. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isOutside(area: ServiceArea, at: LatLng | null): boolean {
  return at !== null && milesBetween(area.center, at) > area.radiusMiles;
}
