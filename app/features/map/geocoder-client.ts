import { loadSiteConfig } from "~/lib/site-config";
import { createGeocoder, type Geocoder } from "./geocoder";

let geocoder: Promise<Geocoder> | undefined;

/** The page's one geocoder (one cache, one request spacing), built from the run-time config. */
export function getGeocoder(): Promise<Geocoder> {
  geocoder ??= loadSiteConfig().then((config) => createGeocoder(config.geocoder.baseUrl));
  geocoder.catch(() => (geocoder = undefined));
  return geocoder;
}
