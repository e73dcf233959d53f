import { expect, test } from "./fixtures";
import { pageKeyOf, prerenderPaths } from "../../app/content/site-pages.ts";
import { routeTable } from "./route-table";

/**
 * Follows every internal link on every English page of the route table (the language link among them): each is a
 * page of the table, in either language, and answers 200.
 */
test("every internal link is a page of the table and answers 200", async ({ request }) => {
  test.setTimeout(120_000);
  const found = new Map<string, string>();
  for (const { path } of routeTable) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const href = raw!.replaceAll("&amp;", "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0]!;
      if (!found.has(target)) found.set(target, path);
    }
  }
  expect(found.size).toBeGreaterThan(60);
  const broken: string[] = [];
  for (const [href, from] of found) {
    const path = new URL(href, "http://site").pathname.replace(/(.)\/+$/, "$1");
    if (!pageKeyOf(path) && !prerenderPaths().includes(path))
      broken.push(`${href} (linked from ${from}) is not in the table`);
    const status = (await request.get(href)).status();
    if (status !== 200) broken.push(`${href} (linked from ${from}) -> ${status}`);
  }
  expect(broken).toEqual([]);
});
