import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The chat assistant (spec §1, §7) with its CDN faked: the e2e server has no
 * CHAT_PROJECT_ID, so the configured case answers /api/config itself and
 * serves a stand-in bundle from the site's own origin (which the CSP allows).
 */
const FAKE_BUNDLE = `${baseURL}/__fake-chat/bundle.mjs`;
const chat = {
  projectID: "proj-amberwood-test",
  runtimeUrl: "https://runtime.chat.test",
  versionID: "v-42",
  scriptUrl: FAKE_BUNDLE,
};

/** Records every `load` call and mounts a 64px launcher in the corner, like the real widget. */
const FAKE_WIDGET = `
window.__chat = { ranAt: performance.now(), loads: [] };
window.voiceflow = { chat: { load(options) {
  window.__chat.loads.push(options);
  const host = document.createElement("div");
  host.id = "voiceflow-chat";
  host.style.cssText = "position:fixed;right:16px;bottom:16px;width:64px;height:64px;border-radius:50%;background:#222;z-index:2147483000";
  document.body.append(host);
} } };
`;

declare global {
  interface Window {
    __chat?: { ranAt: number; loads: unknown[] };
    __loadedAt?: number;
  }
}

async function withChatConfigured(page: Page) {
  await page.addInitScript(() => window.addEventListener("load", () => (window.__loadedAt = performance.now())));
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, chat } });
  });
  await page.route("**/__fake-chat/bundle.mjs", (route) =>
    route.fulfill({ contentType: "text/javascript; charset=utf-8", body: FAKE_WIDGET }),
  );
}

test("loads the chat widget with the configured project, runtime and version, after the page has loaded", async ({
  page,
}) => {
  await withChatConfigured(page);
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => window.__chat?.loads))
    .toEqual([{ verify: { projectID: chat.projectID }, url: chat.runtimeUrl, versionID: chat.versionID }]);
  const timing = await page.evaluate(() => ({ ranAt: window.__chat!.ranAt, loadedAt: window.__loadedAt }));
  expect(timing.loadedAt, "the page's load event fired").toEqual(expect.any(Number));
  expect(timing.ranAt, "the widget ran only after the page had loaded").toBeGreaterThan(timing.loadedAt!);
  await expect(page.locator("script[data-chat-widget]")).toHaveAttribute("type", "module");

  // Every page is a document of its own (decision 0011): the next one starts the one widget again, once.
  await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.__chat?.loads.length)).toBe(1);
  await expect(page.locator("script[data-chat-widget]")).toHaveCount(1);
});

test("requests nothing from the chat CDN when no chat project is configured", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/config");
  await page.goto("/");
  // The site asks for its configuration when idle; once it has the answer, the decision is made.
  expect(await (await config).json()).toMatchObject({ chat: null });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(requested.filter((url) => /voiceflow|__fake-chat|widget-next/.test(url))).toEqual([]);
  await expect(page.locator("script[data-chat-widget]")).toHaveCount(0);
  expect(await page.evaluate(() => "voiceflow" in window)).toBe(false);
});

test("the prerendered pages carry no chat script: it never holds up the first render", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/voiceflow|widget-next/);
});

test.describe("on a 375px screen", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ["/quote-request", "/contact"]) {
    test(`the launcher never covers the focused control on ${path}`, async ({ page }) => {
      await withChatConfigured(page);
      await page.goto(path);
      await expect(page.locator("#voiceflow-chat")).toBeVisible();

      // Keyboard: Tab through the whole page.
      const covered: string[] = [];
      let visited = 0;
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press("Tab");
        const state = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const r = el.getBoundingClientRect();
          const l = document.getElementById("voiceflow-chat")!.getBoundingClientRect();
          const overlaps = r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top;
          return { overlaps, label: describe(el), launcher: el.id === "voiceflow-chat" };

          function describe(e: Element) {
            const text = e.textContent || e.getAttribute("aria-label") || e.getAttribute("name") || "";
            return `${e.tagName.toLowerCase()} "${text.trim().slice(0, 40)}"`;
          }
        });
        if (!state) break;
        visited++;
        if (state.overlaps && !state.launcher) covered.push(state.label);
      }
      expect(visited, "the keyboard reached the page's controls").toBeGreaterThan(5);
      expect(covered).toEqual([]);

      // The hard case: the visitor has scrolled a control (a full-width submit
      // button, say) right under the launcher, then focuses it.
      // Besides the page's own controls, a long form ending in a full-width submit
      // button stands for the quote and contact forms wherever the page has none yet.
      const result = await page.evaluate(() => {
        const form = document.createElement("form");
        form.innerHTML =
          '<div style="height:1200px">(the form fields)</div><button type="submit" style="display:block;width:100%;min-height:48px">Submit Quote Request</button>';
        form.addEventListener("submit", (e) => e.preventDefault());
        document.querySelector("main")!.append(form);
        const launcher = document.getElementById("voiceflow-chat")!;
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            "main a[href], main button, main input, main select, main textarea, footer a[href]",
          ),
        ].filter((el) => {
          // A disabled control cannot take focus, so the launcher cannot hide a focused one there.
          if ((el as HTMLInputElement).disabled || el.getAttribute("type") === "hidden") return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > launcher.getBoundingClientRect().left;
        });
        const staged: string[] = [];
        const stillCovered: string[] = [];
        for (const el of controls) {
          (document.activeElement as HTMLElement | null)?.blur();
          const r = el.getBoundingClientRect();
          window.scrollBy({ top: r.bottom - (window.innerHeight - 20), behavior: "instant" });
          const l = launcher.getBoundingClientRect();
          const overlap = (a: DOMRect) => a.left < l.right && a.right > l.left && a.top < l.bottom && a.bottom > l.top;
          if (!overlap(el.getBoundingClientRect())) continue;
          staged.push(el.outerHTML.slice(0, 60));
          el.focus();
          if (overlap(el.getBoundingClientRect())) stillCovered.push(el.outerHTML.slice(0, 80));
        }
        return { staged: staged.length, stillCovered };
      });
      expect(result.staged, "some control could be scrolled under the launcher").toBeGreaterThan(0);
      expect(result.stillCovered).toEqual([]);
    });
  }
});
