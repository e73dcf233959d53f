import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { COMPRESSIBLE, MIN_COMPRESSED_SIZE } from "../../react-router.config";
import { filesUnder } from "../../server/http/static-files";
import { isAppPage } from "../../app/content/site-pages.ts";
import { messagesOf } from "../../app/i18n/catalogue.ts";
import { UI_PARTS } from "../../app/i18n/ui.ts";
import { expect, test } from "./fixtures";
import { CLIENT_BUILD, prerenderedPages } from "./prerendered";

/** What the build's last step (buildEnd in react-router.config.ts) leaves in the real build (npm run test:e2e builds first). */
test("a prerendered page with a form has its form as an island: its own module, named on its element (issue 31)", () => {
  const islands: Record<string, string> = { "/": "contact", "/contact": "contact", "/quote-request": "quote" };
  for (const { path: page, html } of prerenderedPages().filter((p) => p.path in islands)) {
    const element = new RegExp(`<div class="island" data-island="${islands[page]}" data-island-src="([^"]+)"`).exec(
      html,
    );
    expect(element, page).not.toBeNull();
    const src = element![1]!;
    expect(src, page).toMatch(/^\/assets\/[\w-]+\.js$/);
    // A module of the build, which the site script imports when the island should start: not on the first load.
    expect(existsSync(path.join(CLIENT_BUILD, src)), page).toBe(true);
    expect(html, page).not.toMatch(new RegExp(`<script[^>]*src="${src}"`));
  }
});

test("every prerendered public page runs the site script alone: no React Router, no router data", () => {
  const pages = prerenderedPages().filter((p) => !isAppPage(p.path));
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/contact", "/quote-request", "/newsletter"]));
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

test("no browser module carries the words only the server writes: its answers and the validation messages", () => {
  const { server, validation, ...browserParts } = UI_PARTS;
  /** Every text of some parts, in every language. */
  const textsOf = (parts: object[]) => parts.flatMap((part) => messagesOf(part).map(([, text]) => text));
  // A text another part holds too (a form's own check says the same) may be in a page's scripts.
  const shown = new Set(textsOf(Object.values(browserParts)));
  const serverOnly = textsOf([server, validation]).filter((text) => !shown.has(text) && text.length > 20);
  expect(serverOnly.length).toBeGreaterThan(40);
  const scripts = filesUnder(CLIENT_BUILD).filter((file) => file.endsWith(".js"));
  const leaks = scripts.flatMap((file) => {
    const body = readFileSync(file, "utf8");
    return serverOnly.filter((text) => body.includes(text)).map((text) => `${path.basename(file)}: ${text}`);
  });
  expect(leaks).toEqual([]);
});
