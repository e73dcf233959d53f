import { format } from "~/i18n/format";

/** A place found by the geocoder's search (spec §7 call 2). */
export type Place = { lat: number; lng: number; label: string };

/** Spec §9 / Nominatim usage policy: at most 5 results, one request per second. */
export const SEARCH_LIMIT = 5;
export const MIN_INTERVAL_MS = 1000;
export const REVERSE_ZOOM = 18;

export type Geocoder = {
  search(query: string): Promise<Place[]>;
  /** The place's display name, or undefined when the answer has none. Rejects on failure. */
  reverse(lat: number, lng: number): Promise<string | undefined>;
};

/**
 * Calls a Nominatim-compatible geocoder from the browser. Requests are spaced
 * at least a second apart and repeated queries are answered from memory, as
 * the public service's policy asks; there is no search-as-you-type.
 */
export function createGeocoder(baseUrl: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): Geocoder {
  const cache = new Map<string, Promise<unknown>>();
  let nextSlot = 0;

  async function getJson(url: string): Promise<unknown> {
    const cached = cache.get(url);
    if (cached) return cached;
    const pending = (async () => {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + MIN_INTERVAL_MS;
      if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
      const response = await fetchImpl(url, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })();
    cache.set(url, pending);
    // A failure is not remembered: the next try asks again.
    pending.catch(() => cache.delete(url));
    return pending;
  }

  return {
    async search(query) {
      const params = new URLSearchParams({ format: "json", q: query, limit: String(SEARCH_LIMIT) });
      const body = await getJson(`${baseUrl}/search?${params}`);
      return Array.isArray(body) ? body.flatMap(toPlace).slice(0, SEARCH_LIMIT) : [];
    },
    async reverse(lat, lng) {
      const params = new URLSearchParams({
        format: "json",
        lat: String(lat),
        lon: String(lng),
        zoom: String(REVERSE_ZOOM),
        addressdetails: "1",
      });
      const body = (await getJson(`${baseUrl}/reverse?${params}`)) as { display_name?: unknown } | null;
      const name = body?.display_name;
      return typeof name === "string" && name.trim() !== "" ? name : undefined;
    },
  };
}

/** Spec §5: a result whose coordinates are not numbers is ignored. */
function toPlace(item: unknown): Place[] {
  if (!item || typeof item !== "object") return [];
  const { lat, lon, display_name } = item as Record<string, unknown>;
  const la = toNumber(lat);
  const ln = toNumber(lon);
  if (la === undefined || ln === undefined || Math.abs(la) > 90 || Math.abs(ln) > 180) return [];
  return [{ lat: la, lng: ln, label: typeof display_name === "string" ? display_name : `${la}, ${ln}` }];
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Spec §8: the text a map click gives when the reverse lookup fails or names nothing, from the
 * map's messages. The coordinates keep six decimals, written as the geocoder writes them.
 */
export function fallbackAddress(
  lat: number,
  lng: number,
  failed: boolean,
  messages: { readonly selected: string; readonly selectedAt: string },
): string {
  if (!failed) return messages.selected;
  return format(messages.selectedAt, { lat: lat.toFixed(6), lng: lng.toFixed(6) });
}
