import type { Page, Route } from "@playwright/test";
import { fakeGeocoder, type GeocoderScript } from "../mocks/geocoder";
import { fakeTiles } from "../mocks/tiles";
import { hydrated as waitForReact } from "./fixtures";

/** Waits until React has hydrated the page, so scripted form behaviour is live. */
export async function hydrated(page: Page) {
  await waitForReact(page);
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

export type StagedApi = {
  /** JSON bodies the page posted. */
  bodies: Record<string, unknown>[];
  /** Resolves the held request(s) with the staged answer. */
  release: () => void;
};

/**
 * Answers the site's own API endpoint with a chosen status. With `hold`, the
 * answer waits for release(), so a test can look at the "sending" state.
 */
export async function stageApi(
  page: Page,
  path: string,
  answer: { status: number; body?: unknown } | "abort",
  { hold = false } = {},
): Promise<StagedApi> {
  const bodies: Record<string, unknown>[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(`**${path}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await gate;
    if (answer === "abort") return route.abort("failed");
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      body: JSON.stringify(answer.body ?? (answer.status < 300 ? { ok: true, id: "test" } : { ok: false })),
    });
  });
  return { bodies, release: () => release() };
}
