import { expect, hydrated, test } from "./fixtures";
import { fakeTiles } from "../mocks/tiles";
import { openWithFakes } from "./forms-helpers";

const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Angeles, California, United States" };
const SM = { lat: "34.0195", lon: "-118.4912", display_name: "Santa Monica, California, United States" };

const form = (page: import("@playwright/test").Page) => page.locator("form.contact-form");
const searchBox = (page: import("@playwright/test").Page) =>
  page.getByRole("combobox", { name: "Search for a location" });
const location = (page: import("@playwright/test").Page) =>
  form(page).getByRole("textbox", { name: "Job Location", exact: true });

test.describe("map picker search", () => {
  // The browser reports the staged geocoder failures itself.
  test.use({ expectedConsoleErrors: [/geocoder\.test/] });

  test("Enter searches, five results at most, and picking one fills the location", async ({ page }) => {
    const geo = await openWithFakes(page, "/contact", { search: () => ({ body: [LA, SM] }) });
    await expect(location(page)).toHaveAttribute("readonly", "");
    await expect(location(page)).toHaveAttribute("placeholder", "Select location on map");
    await searchBox(page).fill("los angeles");
    await searchBox(page).press("Enter");
    const options = page.getByRole("option");
    await expect(options).toHaveText([LA.display_name, SM.display_name]);
    expect(geo.searches()[0]?.search).toBe("?format=json&q=los+angeles&limit=5");
    // Enter searched: it did not submit the form.
    await expect(page.getByText("There was an error sending your message")).toHaveCount(0);

    await options.nth(1).click();
    await expect(options).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("");
    await expect(location(page)).toHaveValue(SM.display_name);
    await expect(form(page).locator("input[name=location_lat]")).toHaveValue("34.0195");
    await expect(form(page).locator("input[name=location_lng]")).toHaveValue("-118.4912");
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  });

  test("the search button searches; results with non-numeric coordinates are left out", async ({ page }) => {
    await openWithFakes(page, "/contact", {
      search: () => ({
        body: [{ lat: "north", lon: "-118", display_name: "Nowhere" }, LA, { display_name: "No coordinates" }],
      }),
    });
    await searchBox(page).fill("los");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("option")).toHaveText([LA.display_name]);
  });

  test("blank text sends no request", async ({ page }) => {
    const geo = await openWithFakes(page, "/contact");
    await searchBox(page).fill("   ");
    await searchBox(page).press("Enter");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The page is idle and still has not asked: a request would have been recorded by now.
    await page.waitForLoadState("networkidle");
    expect(geo.searches()).toHaveLength(0);
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("a failed search is only logged and empties the list", async ({ page }) => {
    let fail = false;
    const warnings: string[] = [];
    page.on("console", (m) => void (m.type() === "warning" && warnings.push(m.text())));
    await openWithFakes(page, "/contact", { search: () => (fail ? "abort" : { body: [LA] }) });
    await searchBox(page).fill("los angeles");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("option")).toHaveCount(1);
    fail = true;
    await searchBox(page).fill("santa monica");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect.poll(() => warnings.some((w) => w.includes("Place search failed"))).toBe(true);
    await expect(location(page)).toHaveValue("");
  });

  test("suggestions are keyboard operable: arrows, Enter, Escape", async ({ page }) => {
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA, SM] }) });
    const box = searchBox(page);
    await box.fill("california");
    await box.press("Enter");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(page.getByRole("option", { name: SM.display_name })).toHaveAttribute("aria-selected", "true");
    const active = await box.getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${active}"]`)).toHaveText(SM.display_name);
    await box.press("ArrowUp");
    await expect(page.getByRole("option", { name: LA.display_name })).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("option")).toHaveCount(0);

    await box.press("Enter"); // the same query again: answered from memory
    await expect(page.getByRole("option")).toHaveCount(2);
    await box.press("ArrowUp"); // wraps to the last
    await expect(page.getByRole("option", { name: SM.display_name })).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(location(page)).toHaveValue(SM.display_name);
    await expect(box).toBeFocused();
  });
});

test.describe("map picker clicks", () => {
  test.use({ expectedConsoleErrors: [/geocoder\.test/] });

  async function clickMap(page: import("@playwright/test").Page) {
    const map = page.locator(".leaflet-container");
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
    await map.click({ position: { x: 120, y: 140 } });
  }

  test("a click places a marker and fills the location with the address", async ({ page }) => {
    const geo = await openWithFakes(page, "/contact", {
      reverse: () => ({ body: { display_name: "123 Main Street, Los Angeles" } }),
    });
    await clickMap(page);
    await expect(location(page)).toHaveValue("123 Main Street, Los Angeles");
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
    const query = geo.reverses()[0]!.searchParams;
    expect([query.get("format"), query.get("zoom"), query.get("addressdetails")]).toEqual(["json", "18", "1"]);
    const lat = Number(query.get("lat"));
    const lng = Number(query.get("lon"));
    await expect(form(page).locator("input[name=location_lat]")).toHaveValue(String(lat));
    await expect(form(page).locator("input[name=location_lng]")).toHaveValue(String(lng));
    // Map starts centred on Los Angeles at zoom 11.
    expect(Math.abs(lat - 34.0522)).toBeLessThan(0.3);
    expect(Math.abs(lng + 118.2437)).toBeLessThan(0.3);
  });

  test("a failed lookup gives the coordinates with six decimals", async ({ page }) => {
    const geo = await openWithFakes(page, "/contact", { reverse: () => ({ status: 503, body: {} }) });
    await clickMap(page);
    await expect(location(page)).toHaveValue(/^Selected Location \(-?\d+\.\d{6}, -?\d+\.\d{6}\)$/);
    const q = geo.reverses()[0]!.searchParams;
    await expect(location(page)).toHaveValue(
      `Selected Location (${Number(q.get("lat")).toFixed(6)}, ${Number(q.get("lon")).toFixed(6)})`,
    );
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  });

  test("a lookup without a name gives Selected Location", async ({ page }) => {
    await openWithFakes(page, "/contact", { reverse: () => ({ body: { error: "Unable to geocode" } }) });
    await clickMap(page);
    await expect(location(page)).toHaveValue("Selected Location");
  });
});

test.describe("the map costs nothing until the contact section is near", () => {
  const leafletRequests = (urls: string[]) => urls.filter((u) => /leaflet/i.test(u));

  test("on /contact at phone size, Leaflet loads only on scrolling down", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await openWithFakes(page, "/contact");
    await page.waitForLoadState("networkidle");
    expect(leafletRequests(urls)).toEqual([]);
    await expect(page.locator(".map-picker__placeholder")).toHaveCSS("height", "300px");

    await page.locator(".map-picker__frame").scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator(".leaflet-container")).toHaveCSS("height", "300px");
    expect(leafletRequests(urls).some((u) => u.endsWith(".js"))).toBe(true);
    expect(leafletRequests(urls).some((u) => u.endsWith(".css"))).toBe(true);
    // Marker images come from the site itself, never a CDN.
    await expect(page.locator(".map-picker__frame img[src*='unpkg'], .map-picker__frame img[src*='cdn']")).toHaveCount(
      0,
    );
  });

  test("on /contact at desktop size the map is on screen, yet Leaflet waits for the visitor's first move", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await fakeTiles(page);
    await page.goto("/contact");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(leafletRequests(urls)).toEqual([]);
    await page.mouse.move(200, 200);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    expect(leafletRequests(urls).some((u) => u.endsWith(".js"))).toBe(true);
  });

  test("the home page's first load does not download Leaflet", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto("/");
    await hydrated(page);
    await expect(
      page.locator("#contact form.contact-form"),
      "the home page ends with the contact section",
    ).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(leafletRequests(urls)).toEqual([]);
    await page.locator("#contact .map-picker__frame").scrollIntoViewIfNeeded();
    await expect(page.locator("#contact .leaflet-container")).toBeVisible();
    expect(leafletRequests(urls).length).toBeGreaterThan(0);
  });
});
