import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));

test.describe("home page sections (spec §2.3)", () => {
  test("sections appear in the spec's order, the contact section last", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main section[id]").evaluateAll((s) => s.map((el) => el.id));
    expect(ids).toEqual([
      "features",
      "products",
      "services",
      "testimonials",
      "values",
      "our-services",
      "process",
      "contact",
    ]);
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Crafting Elegance in Every Window",
      "Why Choose Amberwood Blinds",
      "What Our Clients Say",
      "Our Values",
      "Our Services",
      "Our Process",
      "Contact Us",
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
  });

  test("both heroes link where the spec says", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amberwood Blinds");
    await expect(page.getByRole("link", { name: "Explore Collection" })).toHaveAttribute("href", "/collections");
    const band = page.locator(".hero-band");
    await expect(band.getByRole("heading")).toHaveText(/crafting elegance in every window/i);
    await expect(band.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact");
    await expect(band.getByRole("link", { name: "View Collections" })).toHaveAttribute("href", "/collections");
  });

  test("Why Choose has three cards and promises delivery in as fast as 7 days", async ({ page }) => {
    await page.goto("/");
    const features = page.locator("#features .feature");
    await expect(features).toHaveCount(3);
    await expect(page.locator("#features")).toContainText("as fast as 7 days");
  });

  test("collection and service cards link to their pages and the quote form", async ({ page }) => {
    await page.goto("/");
    const collections = page.locator("#products .card");
    await expect(collections.locator("h3")).toHaveText(["Shades", "Blinds", "Drapery", "Motorized"]);
    expect(await hrefs(collections.getByRole("link", { name: /^Learn More/ }))).toEqual([
      "/collections/shades",
      "/collections/blinds",
      "/collections/drapery",
      "/collections/motorized",
    ]);
    const services = page.locator("#services .card");
    await expect(services.locator("h3")).toHaveText([
      "Custom Design",
      "Professional Installation",
      "Consultation & Measurement",
    ]);
    expect(await hrefs(services.getByRole("link", { name: /^Request a Quote/ }))).toEqual(
      Array(3).fill("/quote-request"),
    );
    expect(await hrefs(services.getByRole("link", { name: /^Learn More/ }))).toEqual([
      "/services/custom-design",
      "/services/installation",
      "/services/consultation",
    ]);
  });

  test("values alternate image sides; services, process 01-04 and the closing call to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#values h3")).toHaveText([
      "Quality Craftsmanship",
      "Customer Satisfaction",
      "Innovation",
    ]);
    const imageLeft = await page
      .locator("#values .value")
      .evaluateAll((items) =>
        items.map(
          (li) =>
            li.querySelector("img")!.getBoundingClientRect().x < li.querySelector("h3")!.getBoundingClientRect().x,
        ),
      );
    expect(imageLeft).toEqual([true, false, true]);
    await expect(page.locator("#our-services h3")).toHaveText([
      "Custom Design",
      "Professional Installation",
      "Quality Guarantee",
    ]);
    await expect(page.locator("#process h3")).toHaveText([
      "01 Consultation",
      "02 Design",
      "03 Production",
      "04 Installation",
    ]);
    await expect(page.locator(".cta").getByRole("link")).toHaveAttribute("href", "/contact");
  });

  test("content is in the server HTML and visible without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("#process").scrollIntoViewIfNeeded();
    for (const selector of ["#products .card", "#values .value", "#process .feature"])
      for (const el of await page.locator(selector).all()) await expect(el).toHaveCSS("opacity", "1");
    await context.close();
  });
});

test.describe("testimonial carousel (spec §4, WAI carousel pattern)", () => {
  const carouselOf = (page: Page) => page.getByRole("region", { name: "What Our Clients Say" });
  const active = (page: Page) => carouselOf(page).locator('.carousel__slide:not([aria-hidden="true"])');
  const dot = (page: Page, n: number) => carouselOf(page).getByRole("button", { name: `Show testimonial ${n}` });
  const names = ["Sarah Mitchell", "Daniel Reyes", "Priya Shah"];
  /** Takes pointer and focus away from the carousel. */
  const leave = async (page: Page) => {
    await page.mouse.move(5, 5);
    await page.getByRole("link", { name: "Explore Collection" }).focus();
  };

  test.beforeEach(async ({ page }) => {
    // A paused fake clock: only runFor moves time, so "4999 ms" means exactly that.
    const start = new Date("2026-01-05T09:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    // Hydration starts one frame after the load event (docs/decisions/0003); let that frame pass.
    await page.clock.runFor(50);
    await hydrated(page);
  });

  test("three slides with roles, ratings and one dot each; slides move in 0.5 s", async ({ page }) => {
    const carousel = carouselOf(page);
    await expect(carousel.locator(".carousel__slide")).toHaveCount(3);
    await expect(carousel.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(3);
    await expect(active(page)).toContainText(names[0]!);
    await expect(carousel.locator(".carousel__role")).toHaveText(["Homeowner", "Interior Designer", "Business Owner"]);
    await expect(active(page).getByRole("img", { name: "Rated 5 out of 5" })).toBeAttached();
    await expect(carousel.locator(".carousel__track")).toHaveCSS("transition-duration", "0.5s");
  });

  test("advances every 5 seconds and wraps from the last slide to the first", async ({ page }) => {
    await page.clock.runFor(4999);
    await expect(active(page)).toContainText(names[0]!);
    await page.clock.runFor(1);
    await expect(active(page)).toContainText(names[1]!);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(5000);
    await expect(active(page)).toContainText(names[2]!);
    await page.clock.runFor(5000);
    await expect(active(page)).toContainText(names[0]!);
  });

  test("previous wraps first to last, next wraps last to first, a dot jumps to its slide", async ({ page }) => {
    const carousel = carouselOf(page);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(active(page)).toContainText(names[2]!);
    await expect(active(page).getByRole("img", { name: "Rated 4 out of 5" })).toBeAttached();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active(page)).toContainText(names[0]!);
    await dot(page, 2).click();
    await expect(active(page)).toContainText(names[1]!);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(dot(page, 1)).not.toHaveAttribute("aria-current", "true");
  });

  test("rotation pauses while the pointer is over it and resumes when it leaves", async ({ page }) => {
    const viewport = carouselOf(page).locator(".carousel__viewport");
    await viewport.hover();
    // Paused rotation is announced politely; wait for React to have handled the hover.
    await expect(viewport).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(active(page)).toContainText(names[0]!);
    await page.mouse.move(5, 5);
    await expect(viewport).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5000);
    await expect(active(page)).toContainText(names[1]!);
  });

  test("rotation pauses while keyboard focus is inside it", async ({ page }) => {
    await carouselOf(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.clock.runFor(12_000);
    await expect(active(page)).toContainText(names[0]!);
    await leave(page);
    await page.clock.runFor(5000);
    await expect(active(page)).toContainText(names[1]!);
  });

  test("the pause button stops rotation until play is pressed", async ({ page }) => {
    const carousel = carouselOf(page);
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await leave(page);
    await page.clock.runFor(15_000);
    await expect(active(page)).toContainText(names[0]!);
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await leave(page);
    await page.clock.runFor(5000);
    await expect(active(page)).toContainText(names[1]!);
  });

  test("a swipe moves to the next or previous slide", async ({ page }) => {
    const viewport = carouselOf(page).locator(".carousel__viewport");
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = (from: number, to: number) =>
      viewport.evaluate(
        (el, { from, to, y }) => {
          const opts = { bubbles: true, pointerType: "touch", clientY: y } as const;
          el.dispatchEvent(new PointerEvent("pointerdown", { ...opts, clientX: from }));
          el.dispatchEvent(new PointerEvent("pointerup", { ...opts, clientX: to }));
        },
        { from, to, y },
      );
    await swipe(box.x + 300, box.x + 100);
    await expect(active(page)).toContainText(names[1]!);
    await swipe(box.x + 100, box.x + 300);
    await expect(active(page)).toContainText(names[0]!);
  });
});

test("under prefers-reduced-motion the carousel does not rotate by itself", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "What Our Clients Say" });
  await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(carousel.locator('.carousel__slide:not([aria-hidden="true"])')).toContainText("Sarah Mitchell");
});

test("scroll reveal: what starts below the fold is lowered and rises once scrolled to; what is on screen never moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await hydrated(page);
  const placed = () =>
    page.locator("[data-reveal]").evaluateAll((els) =>
      els.map((e) => ({
        top: e.getBoundingClientRect().top,
        lowered: e.classList.contains("is-lowered"),
        revealed: e.classList.contains("is-revealed"),
        translate: getComputedStyle(e).translate,
      })),
    );
  await expect.poll(async () => (await placed()).every((e) => e.lowered || e.revealed)).toBe(true);
  const all = await placed();
  const onScreen = all.filter((e) => e.top < 800);
  expect(onScreen.length).toBeGreaterThan(0);
  for (const e of onScreen) expect(e).toMatchObject({ lowered: false, translate: "none" });
  const below = all.filter((e) => e.lowered);
  expect(below.length).toBeGreaterThan(0);
  for (const e of below) expect(e).toMatchObject({ revealed: false, translate: "0px 20px" });

  const last = page.locator("[data-reveal].is-lowered").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/is-revealed/);
  await expect.poll(() => last.evaluate((e) => getComputedStyle(e).translate)).toBe("none");
});

test("a button grows on hover as the spec says, at once: nothing on it is animated frame by frame", async ({
  page,
}) => {
  await page.goto("/quote-request");
  await hydrated(page);
  // A transition takes frames of the main thread; adding a window moves the buttons under the pointer, and those
  // frames queued behind the press's own (docs/benchmarks.md, "Buttons that change at once").
  const durations = await page
    .locator(".button")
    .evaluateAll((buttons) => [...new Set(buttons.flatMap((b) => getComputedStyle(b).transitionDuration.split(", ")))]);
  expect(durations).toEqual(["0s"]);
  const add = page.getByRole("button", { name: "Add a window" });
  await add.hover();
  await expect.poll(() => add.evaluate((b) => getComputedStyle(b).scale)).toBe("1.05");
});

test("scroll reveal moves nothing under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  const last = page.locator("[data-reveal]").last();
  expect(await last.evaluate((e) => getComputedStyle(e).translate)).toBe("none");
});
