import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { COMPRESSIBLE, MIN_COMPRESSED_SIZE } from "../../react-router.config";
import { filesUnder } from "../../server/http/static-files";
import { isAppPage } from "../../app/content/site-pages.ts";
import { expect, test } from "./fixtures";
import { CLIENT_BUILD, prerenderedPages } from "./prerendered";

/** What the build's last step (buildEnd in react-router.config.ts) leaves in the real build (npm run test:e2e builds first). */
test("a prerendered page with a form carries the deferred hydration bootstrap and no modulepreload link", () => {
  const pages = prerenderedPages().filter((p) => isAppPage(p.path));
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/contact", "/quote-request", "/newsletter"]));
  for (const { path: page, html } of pages) {
    expect(html, page).not.toMatch(/<link[^>]+rel="modulepreload"/);
    const bootstraps = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(bootstraps, page).toHaveLength(1);
    const [bootstrap] = bootstraps;
    // It waits for the load event, then imports the route modules and hands them to React Router.
    expect(bootstrap!.indexOf('addEventListener("load"'), page).toBeGreaterThan(-1);
    expect(bootstrap!.indexOf('addEventListener("load"')).toBeLessThan(
      bootstrap!.indexOf("await Promise.all([import("),
    );
    expect(bootstrap, page).toContain("window.__reactRouterRouteModules");
    expect(bootstrap, page).not.toMatch(/^\s*import \* as/m);
  }
});

test("a prerendered page that only shows content runs the site script alone: no React, no router data", () => {
  const pages = prerenderedPages().filter((p) => !isAppPage(p.path));
  expect(pages.length).toBeGreaterThan(50);
  for (const { path: page, html } of pages) {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/ld\+json"/.test(attrs!),
    );
    expect(
      scripts.map(([, attrs, body]) => `${attrs!.trim()}${body}`),
      page,
    ).toEqual([expect.stringMatching(/^type="module" src="\/assets\/site-script-[\w-]+\.js"$/)]);
    expect(html, page).not.toContain("__reactRouter");
    expect(html, page).not.toMatch(/rel="modulepreload"/);
  }
});

test("every compressible file has .br and .gz siblings holding exactly its bytes", () => {
  let checked = 0;
  for (const file of filesUnder(CLIENT_BUILD)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz") {
      expect(existsSync(file.slice(0, -ext.length)), `${file} has its original`).toBe(true);
      continue;
    }
    const body = readFileSync(file);
    if (!COMPRESSIBLE.test(file) || body.length < MIN_COMPRESSED_SIZE) continue;
    const rel = path.relative(CLIENT_BUILD, file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), `${rel}.br`).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), `${rel}.gz`).toBe(true);
    checked++;
  }
  expect(checked).toBeGreaterThan(100);
});
