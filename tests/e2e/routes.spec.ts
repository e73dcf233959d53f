import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { routeTable, specPaths, unknownPaths } from "./route-table";

test.describe("pages are prerendered", () => {
  test("the page table holds every path of spec §2.1", () => {
    const paths = routeTable.map((r) => r.path);
    expect(specPaths.filter((p) => !paths.includes(p))).toEqual([]);
  });

  // accessibility.spec.ts visits each route in the browser; here every route's raw HTML is checked.
  test("every route of the spec answers 200 with its heading in the HTML before any script runs", async ({
    request,
  }) => {
    for (const { path, heading } of routeTable) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      if (typeof heading === "string") expect(h1, path).toBe(heading.replace(/&/g, "&amp;"));
      else expect(h1, path).toMatch(heading);
    }
  });

  test("a page is readable with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/collections/shades/roller");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roller Shades");
    await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
    await context.close();
  });
});

test.describe("unknown paths", () => {
  for (const path of unknownPaths) {
    test(`${path} answers the 404 page with status 404`, async ({ page, request }) => {
      const direct = await request.get(path);
      expect(direct.status()).toBe(404);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Page Not Found")).toBeVisible();
      await expect(
        page.getByText(/might have been removed, had its name changed, or is temporarily unavailable/),
      ).toBeVisible();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/404.*no-such-page\.data/] });
    test("a client-side navigation to an unknown path shows the 404 page", async ({ page }) => {
      // React Router runs in the browser on the back office's pages only (docs/decisions/0014).
      const server = await startAdminServer();
      try {
        createStaff(server.dbPath, "routes@example.com");
        await signIn(page, server.url, "routes@example.com");
        await page.waitForFunction(() => "__reactRouterDataRouter" in window);
        // A router navigation (no document load): the 404 must come from the client side too.
        await page.evaluate(() =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => void } }
          ).__reactRouterDataRouter.navigate("/no-such-page"),
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      } finally {
        server.stop();
      }
    });
  });

  test("a trailing slash redirects to the canonical path", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/about");
  });
});
