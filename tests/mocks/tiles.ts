import type { Page } from "@playwright/test";

// A 1x1 transparent PNG: every map tile in the tests.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Serves the map tiles (MAP_TILE_URL=https://tiles.test/...) without any network. */
export async function fakeTiles(page: Page) {
  await page.route("https://tiles.test/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
}
