import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openHydrated } from "./gallery-helpers";

/** Expected results written out from the catalogue (spec §3.5 data), independent of the filter code. */
const STYLE_COUNTS = { Modern: 6, Traditional: 6, Contemporary: 7, Minimalist: 5 };
const ROOM_COUNTS = { "Living Room": 7, Bedroom: 6, "Dining Room": 5, Kitchen: 3, Bathroom: 3 };

const cards = (page: Page) => page.locator(".gallery-grid > li:visible");
const cardTitles = (page: Page) => page.locator(".gallery-grid").getByRole("heading");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const style = (page: Page) => page.getByRole("combobox", { name: "Style" });
const room = (page: Page) => page.getByRole("combobox", { name: "Room Type" });
const count = (page: Page) => page.getByRole("status");

async function open(page: Page, path = "/projects") {
  await openHydrated(page, path);
}

test("the gallery lists all 24 items in the prerendered HTML, each linking to its product page", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/projects")).text();
  for (let id = 1; id <= 24; id++) expect(html).toContain(`href="/product/${id}"`);

  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Gallery");
  await expect(cards(page)).toHaveCount(24);
  await expect(count(page)).toHaveText("24 products");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(search(page)).toHaveAttribute("placeholder", "Search products...");
  await expect(style(page).locator("option")).toHaveText([
    "All Styles",
    "Modern",
    "Traditional",
    "Contemporary",
    "Minimalist",
  ]);
  await expect(room(page).locator("option")).toHaveText([
    "All Rooms",
    "Living Room",
    "Bedroom",
    "Dining Room",
    "Kitchen",
    "Bathroom",
  ]);
  await expect(page.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");

  await cardTitles(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modern Roller Shade");
});

test("search is a case-insensitive substring of the title or the description", async ({ page }) => {
  await open(page);
  // "Modern Roller Shade" by its title, the Scandinavian bedroom by its "blackout roller" description.
  await search(page).fill("ROLLER");
  await expect(cardTitles(page)).toHaveText(["Modern Roller Shade", "Scandinavian Bedroom in Soft Neutrals"]);
  await expect(count(page)).toHaveText("2 products");

  // Only in descriptions.
  await search(page).fill("honeycomb");
  await expect(cardTitles(page)).toHaveText([
    "Energy-Efficient Cellular Shade",
    "Skylight Cellular Shade Installation",
  ]);

  await search(page).fill("Velvet");
  await expect(cardTitles(page)).toHaveText(["Velvet Pinch-Pleat Drapery"]);
  await expect(count(page)).toHaveText("1 product");

  await search(page).fill("");
  await expect(cards(page)).toHaveCount(24);
});

test("typing fast keeps every keystroke", async ({ page }) => {
  await open(page);
  await search(page).pressSequentially("motorized drapery", { delay: 0 });
  await expect(search(page)).toHaveValue("motorized drapery");
  await expect(cardTitles(page)).toHaveText(["Motorized Drapery System"]);
  await expect(page).toHaveURL(/\?q=motorized(\+|%20)drapery$/);
});

for (const [value, expected] of Object.entries(STYLE_COUNTS)) {
  test(`Style ${value} shows its ${expected} items`, async ({ page }) => {
    await open(page);
    await style(page).selectOption(value);
    await expect(cards(page)).toHaveCount(expected);
    await expect(count(page)).toHaveText(`${expected} products`);
    for (const tags of await page.locator(".gallery-grid > li:visible .gallery-tags").allTextContents())
      expect(tags).toContain(value);
  });
}

for (const [value, expected] of Object.entries(ROOM_COUNTS)) {
  test(`Room Type ${value} shows its ${expected} items`, async ({ page }) => {
    await open(page);
    await room(page).selectOption(value);
    await expect(cards(page)).toHaveCount(expected);
    await expect(count(page)).toHaveText(`${expected} products`);
    for (const tags of await page.locator(".gallery-grid > li:visible .gallery-tags").allTextContents())
      expect(tags).toContain(value);
  });
}

test("search, style and room must all match", async ({ page }) => {
  await open(page);
  await style(page).selectOption("Modern");
  await room(page).selectOption("Living Room");
  await expect(cardTitles(page)).toHaveText([
    "Modern Roller Shade",
    "Motorized Drapery System",
    "Urban Loft with Motorized Shades",
  ]);
  await search(page).fill("motorized");
  await expect(cardTitles(page)).toHaveText(["Motorized Drapery System", "Urban Loft with Motorized Shades"]);
  await room(page).selectOption("");
  // The Smart Motorized Shade is Modern but in a bedroom: it returns with All Rooms.
  await expect(cardTitles(page)).toHaveText([
    "Smart Motorized Shade",
    "Motorized Drapery System",
    "Urban Loft with Motorized Shades",
  ]);
});

test("the filters live in the URL: reload keeps them, a shared link opens filtered", async ({ page }) => {
  await open(page);
  await search(page).fill("cellular");
  await style(page).selectOption("Modern");
  await expect(page).toHaveURL(/\/projects\?q=cellular&style=Modern$/);
  await expect(cardTitles(page)).toHaveText(["Skylight Cellular Shade Installation"]);

  await page.reload();
  await expect(search(page)).toHaveValue("cellular");
  await expect(style(page)).toHaveValue("Modern");
  await expect(cardTitles(page)).toHaveText(["Skylight Cellular Shade Installation"]);

  await open(page, "/projects?room=Kitchen&style=Traditional");
  await expect(room(page)).toHaveValue("Kitchen");
  await expect(cardTitles(page)).toHaveText(["Premium Faux Wood Blinds", "Farmhouse Kitchen with Café Curtains"]);

  // Values the dropdowns cannot hold mean "all".
  await open(page, "/projects?style=Baroque&room=Garage");
  await expect(style(page)).toHaveValue("");
  await expect(cards(page)).toHaveCount(24);
});

test("Back undoes a dropdown choice", async ({ page }) => {
  await open(page);
  await style(page).selectOption("Minimalist");
  await room(page).selectOption("Bathroom");
  await expect(cards(page)).toHaveCount(3);
  await page.goBack();
  await expect(room(page)).toHaveValue("");
  await expect(style(page)).toHaveValue("Minimalist");
  await expect(cards(page)).toHaveCount(5);
});

test("no match shows an empty state whose Clear filters button brings everything back", async ({ page }) => {
  await open(page, "/projects?style=Minimalist&room=Kitchen");
  await expect(cards(page)).toHaveCount(0);
  await expect(count(page)).toHaveText("0 products");
  await expect(page.getByRole("heading", { name: "No products match your search" })).toBeVisible();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(style(page)).toHaveValue("");
  await expect(room(page)).toHaveValue("");
  await expect(search(page)).toBeFocused();
});

test("gallery pictures: meaningful alt, fixed size, the first prioritised and the rest lazy", async ({ page }) => {
  await open(page);
  const images = page.locator(".gallery-grid img");
  await expect(images).toHaveCount(24);
  for (const img of await images.all()) {
    expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(20);
    await expect(img).toHaveAttribute("width", "600");
    await expect(img).toHaveAttribute("height", "450");
    expect(await img.getAttribute("src")).toMatch(/^\/images\/gallery\/\d+\.svg$/);
  }
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(5)).toHaveAttribute("loading", "lazy");
  // Every picture is served by us, none hotlinked.
  const first = await page.request.get((await images.first().getAttribute("src"))!);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/svg+xml");
});
