import type { Page } from "@playwright/test";

type Answer = { status?: number; body?: unknown } | "abort";

export type GeocoderScript = {
  /** Answer to a place search for the query text; default: no places. */
  search?: (q: string) => Answer;
  /** Answer to a reverse lookup; default: a display_name built from the coordinates. */
  reverse?: (lat: number, lon: number) => Answer;
};

/**
 * A stand-in for the Nominatim-compatible geocoder (GEOCODER_URL=https://geocoder.test),
 * recording every request so tests can assert what was (not) asked.
 */
export async function fakeGeocoder(page: Page, script: GeocoderScript = {}) {
  const requests: URL[] = [];
  await page.route("https://geocoder.test/**", async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    const p = url.searchParams;
    let answer: Answer;
    if (url.pathname === "/search") answer = script.search?.(p.get("q") ?? "") ?? { body: [] };
    else if (url.pathname === "/reverse") {
      const lat = Number(p.get("lat"));
      const lon = Number(p.get("lon"));
      answer = script.reverse?.(lat, lon) ?? {
        body: { display_name: `Street at ${lat.toFixed(3)}, ${lon.toFixed(3)}` },
      };
    } else answer = { status: 404, body: {} };
    if (answer === "abort") return route.abort("failed");
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: JSON.stringify(answer.body ?? null),
    });
  });
  return {
    requests,
    searches: () => requests.filter((u) => u.pathname === "/search"),
    reverses: () => requests.filter((u) => u.pathname === "/reverse"),
  };
}
