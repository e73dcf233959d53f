import { describe, expect, it, vi } from "vitest";
import { createGeocoder, fallbackAddress } from "./geocoder";
import { mapUi } from "~/i18n/parts/map";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("createGeocoder", () => {
  it("asks for five results and ignores results with non-numeric coordinates", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL) =>
      json([
        { lat: "34.05", lon: "-118.24", display_name: "Los Angeles" },
        { lat: "abc", lon: "-118", display_name: "Broken" },
        { lat: "", lon: "1", display_name: "Empty" },
      ]),
    );
    const places = await createGeocoder("https://geo.test", fetchImpl).search("los angeles");
    expect(places).toEqual([{ lat: 34.05, lng: -118.24, label: "Los Angeles" }]);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe("https://geo.test/search?format=json&q=los+angeles&limit=5");
  });

  it("answers a repeated query from memory and spaces requests a second apart", async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(async (_url: RequestInfo | URL) => json([]));
      const geo = createGeocoder("https://geo.test", fetchImpl);
      await geo.search("a");
      await geo.search("a");
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const second = geo.search("b");
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await second;
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a failed request so the visitor can try again", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL) => json({}, 500));
    const geo = createGeocoder("https://geo.test", fetchImpl);
    await expect(geo.reverse(1, 2)).rejects.toThrow("500");
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe(
      "https://geo.test/reverse?format=json&lat=1&lon=2&zoom=18&addressdetails=1",
    );
  });

  it("reads display_name from a reverse lookup, or nothing", async () => {
    const geo = createGeocoder("https://geo.test", async () => json({ error: "Unable to geocode" }));
    expect(await geo.reverse(1, 2)).toBeUndefined();
  });
});

describe("fallbackAddress", () => {
  it("uses six decimals when the lookup failed", () => {
    const { map } = mapUi.en;
    expect(fallbackAddress(34.0522, -118.2437, true, map)).toBe("Selected Location (34.052200, -118.243700)");
    expect(fallbackAddress(1, 2, false, map)).toBe("Selected Location");
  });
});
