import type { Browser, Page, Route } from "@playwright/test";
import { fakeGeocoder, type GeocoderScript } from "../mocks/geocoder";
import { fakeTiles } from "../mocks/tiles";
import { hydrated as waitForReact } from "./fixtures";

/**
 * Waits until the page's scripts are live and its form has been taken over by its island (or, for the newsletter,
 * by the site script), so scripted form behaviour is live. A form whose island starts only near the screen (the
 * home page's) is brought into view first, as a visitor scrolling to it would.
 */
export async function hydrated(page: Page) {
  await waitForReact(page);
  const form = page.locator("form.lead-form").first();
  if ((await form.getAttribute("data-hydrated")) !== "true") await form.scrollIntoViewIfNeeded();
  await page.locator("form[data-hydrated='true']").first().waitFor();
}

/** Opens a page with the third parties faked. */
export async function openWithFakes(page: Page, path: string, script: GeocoderScript = {}) {
  await fakeTiles(page);
  const geocoder = await fakeGeocoder(page, script);
  await page.goto(path);
  await hydrated(page);
  // A visitor's first move: the map loads only after one (see map-picker.tsx).
  await page.mouse.move(5, 5);
  return geocoder;
}

export type StagedAction = {
  /** The form fields of each post the page made to the route action. */
  bodies: Record<string, string>[];
  /** Lets the held post(s) go on. */
  release: () => void;
};

type ActionAnswer =
  /** The site's own answer (the real route action), optionally to a post with some fields changed. */
  | { server: true; change?: Record<string, string> }
  /** A bare error answer of this status, as a failing proxy would give. */
  | { status: number }
  /** No answer at all: the network failed. */
  | "abort";

/**
 * Watches the posts a scripted form makes to its route action (a form island posts to the page's own path, asking
 * for the action's answer as JSON: docs/decisions/0014) and answers them as told. With `hold`, the answer waits for
 * release(), so a test can look at the "sending" state.
 */
export async function stageAction(
  page: Page,
  path: string,
  answer: ActionAnswer,
  { hold = false } = {},
): Promise<StagedAction> {
  const bodies: Record<string, string>[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(`**${path}`, async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST" || !/application\/json/.test(request.headers().accept ?? "")) {
      return route.fallback();
    }
    const sent = new URLSearchParams(request.postData() ?? "");
    bodies.push(Object.fromEntries(sent));
    await gate;
    if (answer === "abort") return route.abort("failed");
    if ("status" in answer)
      return route.fulfill({ status: answer.status, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    for (const [name, value] of Object.entries(answer.change ?? {})) sent.set(name, value);
    await route.fulfill({ response: await route.fetch({ postData: sent.toString() }) });
  });
  return { bodies, release: () => release() };
}

/**
 * A visitor whose scripts never run: every form must still reach the business, posting natively. `posts` collects
 * the status of each post the page made.
 */
export async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const posts: number[] = [];
  page.on("response", (r) => void (r.request().method() === "POST" && posts.push(r.status())));
  await page.goto(path);
  return { page, posts, close: () => context.close() };
}
