import type { Locator } from "@playwright/test";
import { business } from "../../app/content/business";
import { expect, test } from "./fixtures";

const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
const enc = (model: string) => model.replaceAll(" ", "%20");

test("/products: four tiles and Why Choose Our Products", async ({ page }) => {
  await page.goto("/products");
  expect(await hrefs(page.locator(".card").getByRole("link"))).toEqual([
    "/collections/blinds",
    "/collections/curtains",
    "/collections/shades",
    "/collections/accessories",
  ]);
  await expect(page.getByRole("heading", { name: "Why Choose Our Products" })).toBeVisible();
  await expect(page.locator(".feature h3")).toHaveText(["Premium Quality", "Custom Solutions", "Expert Installation"]);
});

test("/collections: four tiles Blinds, Curtains, Shades, Drapery", async ({ page }) => {
  await page.goto("/collections");
  await expect(page.locator(".card h3")).toHaveText(["Blinds", "Curtains", "Shades", "Drapery"]);
  expect(await hrefs(page.locator(".card").getByRole("link"))).toEqual([
    "/collections/blinds",
    "/collections/curtains",
    "/collections/shades",
    "/collections/drapery",
  ]);
});

test("/collections/blinds: four cards each with a quote link, and a consultation button", async ({ page }) => {
  await page.goto("/collections/blinds");
  const cards = page.locator(".card");
  await expect(cards.locator("h3")).toHaveText(["Vertical Blinds", "Horizontal Blinds", "Mini Blinds", "Panel Blinds"]);
  const quotes = await hrefs(cards.getByRole("link", { name: /^Request a Quote/ }));
  expect(quotes).toEqual(
    ["Vertical Blinds", "Horizontal Blinds", "Mini Blinds", "Panel Blinds"].map(
      (m) => `/quote-request?type=blinds&model=${enc(m)}`,
    ),
  );
  await expect(page.getByRole("link", { name: "Schedule Consultation" }).first()).toHaveAttribute("href", "/contact");
});

test("/collections/curtains: cards to the four -curtains pages and a consultation button", async ({ page }) => {
  await page.goto("/collections/curtains");
  expect(await hrefs(page.locator(".card").getByRole("link"))).toEqual(
    ["sheer", "blackout", "thermal", "decorative"].map((n) => `/collections/curtains/${n}-curtains`),
  );
  await expect(page.getByRole("link", { name: "Schedule Consultation" }).first()).toHaveAttribute("href", "/contact");
});

test("/collections/shades: Learn More to roller, roman, cellular, motorized", async ({ page }) => {
  await page.goto("/collections/shades");
  expect(await hrefs(page.locator(".card").getByRole("link", { name: /^Learn More/ }))).toEqual(
    ["roller", "roman", "cellular", "motorized"].map((n) => `/collections/shades/${n}`),
  );
});

test("/collections/drapery: Sheer, Blackout and Fabric Drapery with quote buttons", async ({ page }) => {
  await page.goto("/collections/drapery");
  const cards = page.locator(".card");
  await expect(cards.locator("h3")).toHaveText(["Sheer Drapery", "Blackout Drapery", "Fabric Drapery"]);
  expect(await hrefs(cards.getByRole("link", { name: /^Learn More/ }))).toEqual(
    ["sheer", "blackout", "fabric"].map((n) => `/collections/drapery/${n}`),
  );
  for (const href of await hrefs(cards.getByRole("link", { name: /^Request a Quote/ })))
    expect(href).toMatch(/^\/quote-request\?type=drapery&model=/);
});

test("/collections/accessories: two columns, encoded quote links for each accessory", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/collections/accessories");
  // Spec §2.9: the Window Treatment Accessories overview links back to /collections (issue 16).
  await expect(page.locator("a.back-link")).toHaveAttribute("href", "/collections");
  await expect(page.locator("a.back-link")).toHaveText(/Back to Collections/);
  const cards = page.locator(".card");
  await expect(cards.locator("h3")).toHaveText(["Curtain Rods", "Finials", "Valances", "Tiebacks"]);
  expect(await hrefs(cards.getByRole("link", { name: /^Request a Quote/ }))).toEqual(
    ["Curtain%20Rods", "Finials", "Valances", "Tiebacks"].map((m) => `/quote-request?type=accessories&model=${m}`),
  );
  const columns = await page
    .locator(".card-grid")
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(2);
});

test("/collections/motorized: blinds, shades and drapery quote links named after the product", async ({ page }) => {
  await page.goto("/collections/motorized");
  expect(await hrefs(page.locator(".card").getByRole("link"))).toEqual([
    "/quote-request?type=blinds&model=Motorized%20Blinds",
    "/quote-request?type=shades&model=Motorized%20Shades",
    "/quote-request?type=drapery&model=Motorized%20Drapery",
  ]);
});

test.describe("card grid columns (spec §9)", () => {
  for (const [width, collections, services] of [
    [1280, 4, 3],
    [1024, 2, 2],
    [767, 1, 1],
  ] as const) {
    test(`${width}px: collections ${collections}, services ${services}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const count = (sel: string) =>
        page.locator(sel).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(await count("#products .card-grid")).toBe(collections);
      expect(await count("#services .card-grid")).toBe(services);
    });
  }
});

const services = [
  {
    path: "/services/custom-design",
    items: [
      "Fabric Selection",
      "Style Consultation",
      "Custom Hardware",
      "Pattern Design",
      "Color Matching",
      "Technical Design",
    ],
    cta: "Schedule Consultation",
  },
  {
    path: "/services/installation",
    items: ["Initial Assessment", "Preparation", "Installation", "Quality Check", "Clean Up", "Final Walkthrough"].map(
      (t, i) => `0${i + 1} ${t}`,
    ),
    cta: "Schedule Installation",
  },
  {
    path: "/services/consultation",
    items: [
      "Initial Consultation",
      "Space Assessment",
      "Design Selection",
      "Custom Measurements",
      "Professional Installation",
      "Final Inspection",
    ].map((t, i) => `0${i + 1} ${t}`),
    cta: "Book Consultation",
  },
];

for (const service of services) {
  test(`${service.path}: six cards or numbered steps and a call to action to /contact`, async ({ page }) => {
    await page.goto(service.path);
    await expect(page.locator(".feature h3")).toHaveText(service.items);
    await expect(page.locator(".cta").getByRole("link", { name: service.cta })).toHaveAttribute("href", "/contact");
    await expect(page.locator("a.back-link")).toHaveAttribute("href", "/");
  });
}

test("FAQ: one answer open at a time; selecting the open one closes it", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.locator(".faq__item > summary");
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(6);
  const answers = page.locator(".faq__answer");
  const open = () => page.locator(".faq__item").evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
  expect(await open()).toEqual(Array(count).fill(false));
  await expect(answers.first()).toBeHidden();

  await questions.nth(0).click();
  await expect(answers.nth(0)).toBeVisible();
  await questions.nth(2).click();
  await expect.poll(open).toEqual(Array.from({ length: count }, (_, i) => i === 2));
  await expect(answers.nth(0)).toBeHidden();
  await questions.nth(2).click();
  await expect.poll(open).toEqual(Array(count).fill(false));

  // Keyboard: each question is a control of its own, opened with Enter.
  await questions.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(answers.nth(1)).toBeVisible();
  await expect(questions.nth(1)).toHaveAccessibleName(await questions.nth(1).innerText());
});

test("FAQ answers open without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  await page.locator(".faq__item > summary").nth(3).click();
  await expect(page.locator(".faq__answer").nth(3)).toBeVisible();
  await context.close();
});

test("FAQ states every fact of spec §9 with the business's contact details", async ({ page }) => {
  await page.goto("/faq");
  const text = await page.locator("main").textContent();
  for (const fact of [
    "2-4 weeks",
    "5-year warranty",
    "cannot be returned unless they arrive damaged or defective",
    "small fee",
    "credited to your purchase",
    "major credit cards, PayPal and bank transfer",
    "Financing is available for large orders",
    "Monday to Friday, 9am-5pm EST",
    "up to 99%",
    business.email,
    ...business.phones.map((p) => p.display),
  ])
    expect(text, fact).toContain(fact);
});

test("policies: shipping facts, contact details on each", async ({ page }) => {
  await page.goto("/shipping-policy");
  const shipping = await page.locator("main").textContent();
  for (const fact of [
    "free on all orders, with no minimum",
    "3-5 business days",
    "7-10 business days",
    "within 48 hours",
    "tracking number by e-mail",
    "through our website only",
  ])
    expect(shipping, fact).toContain(fact);
  for (const path of ["/privacy-policy", "/terms-of-service", "/shipping-policy"]) {
    await page.goto(path);
    const text = await page.locator("main").textContent();
    for (const fact of [business.email, ...business.phones.map((p) => p.display), "Monday - Friday: 9am - 5pm EST"])
      expect(text, `${path} ${fact}`).toContain(fact);
  }
});

test("blog shows only its title; about tells the story", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator("main")).toHaveText("Blog");
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
});

test("images: alt text, intrinsic size, lazy below the fold, hero prioritised", async ({ page }) => {
  for (const path of ["/", "/collections/blinds", "/collections/shades/roller", "/services/installation"]) {
    await page.goto(path);
    // Testimonial avatars are tiny and load eagerly on purpose (a slide must not arrive without its face).
    const images = await page.locator("main img:not(.carousel__avatar)").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.alt, `${path} ${img.src}`).not.toBeNull();
      expect(img.width && img.height, `${path} ${img.src}`).toBeTruthy();
      expect(img.src).toMatch(/^\//);
    }
    expect(images[0]!.priority).toBe("high");
    expect(
      images.slice(1).every((img) => img.loading === "lazy"),
      path,
    ).toBe(true);
  }
});
