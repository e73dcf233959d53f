import { expect, hydrated, test } from "./fixtures";

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the inline links and a Products dropdown without curtains", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Gallery", "Contact"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /open menu/i })).toBeHidden();
    const toggle = nav.getByRole("button", { name: "Products" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = nav.locator(".nav-dropdown__menu");
    await expect(menu.getByRole("link")).toHaveText(["Blinds", "Drapery", "Shades", "Accessories"]);
    const hrefs = await menu.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/collections/blinds",
      "/collections/drapery",
      "/collections/shades",
      "/collections/accessories",
    ]);
    expect(hrefs).not.toContain("/collections/curtains");
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test("Escape closes the dropdown and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Blinds", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("picking a dropdown link navigates and closes the menu; the new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.mouse.wheel(0, 2000);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Products" }).click();
    await nav.getByRole("link", { name: "Shades" }).click();
    await expect(page).toHaveURL("/collections/shades");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom Shades");
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a click outside closes the dropdown", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await toggle.click();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a link to the page already shown scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/collections/blinds");
    await hydrated(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 1500);
    });
    await page.evaluate(() => {
      (window as unknown as { __scrolls: string[] }).__scrolls = [];
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((opts: ScrollToOptions) => {
        (window as unknown as { __scrolls: string[] }).__scrolls.push(String(opts?.behavior));
        original(opts);
      }) as typeof window.scrollTo;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Blinds" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls)).toContain("smooth");
    await expect(page).toHaveURL("/collections/blinds");
  });
});

test.describe("mobile navigation (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("inline links are hidden; the menu toggle opens a panel with a collapsible Products group that includes curtains", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator(".nav-links")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const closeToggle = page.getByRole("button", { name: "Close menu" });
    await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(".mobile-menu");
    for (const name of ["Home", "About", "Gallery", "Contact"])
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    const group = panel.getByRole("button", { name: "Products" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    const sub = panel.locator(".mobile-menu__sublist").getByRole("link");
    const hrefs = await sub.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/collections/curtains");
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/collections/blinds",
        "/collections/drapery",
        "/collections/shades",
        "/collections/accessories",
      ]),
    );
    await panel.getByRole("link", { name: "Curtains" }).click();
    await expect(page).toHaveURL("/collections/curtains");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the mobile menu and focus returns to the toggle", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator(".mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a tap on the menu before the menus' code has arrived opens it once the code comes; Escape before then keeps it closed", async ({
    page,
  }) => {
    // The menus' code is fetched on the first interaction (app/features/site-script/header-menus-on-first-use.ts):
    // held back here, as a slow network would.
    let release = () => {};
    const released = new Promise<void>((go) => (release = go));
    await page.route(/\/assets\/header-menus-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/about");
    await hydrated(page);
    const panel = page.locator(".mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Open menu" }).press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel, "nothing opens before the code has come").toBeHidden();
    release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
  });

  test("the browser's back button also closes the menu (any route change)", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator(".mobile-menu").getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/projects");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect(page.locator(".mobile-menu")).toBeHidden();
  });

  test("the page works at 320 px without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("keyboard focus is never hidden under the fixed header", async ({ page }) => {
  await page.goto("/collections/shades/roller");
  await hydrated(page);
  const headerHeight = (await page.locator(".site-header").boundingBox())?.height ?? 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      return { inHeader: !!el.closest(".site-header"), top: rect.top, label: el.textContent?.trim().slice(0, 40) };
    });
    if (!state || state.inHeader || state.label === "Skip to content") continue;
    expect(state.top, `focused "${state.label}"`).toBeGreaterThanOrEqual(headerHeight - 1);
  }
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("a deep link to a section of the home page lands on that section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/#contact");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Contact Us", level: 2 })).toBeInViewport();
});
