import { expect, test } from "./fixtures";
import { prerenderedPages } from "./prerendered";

type Structure = {
  h1s: number;
  h1InMain: boolean;
  levels: number[];
  landmarks: { header: number; nav: number; main: number; footer: number };
  firstFocusable: string | null;
  mainId: boolean;
};

/**
 * Document outline of every prerendered page (and the 404 page): one h1,
 * headings that never skip a level on the way down, the header / nav / main /
 * footer landmarks, and a skip link as the first thing a keyboard reaches.
 */
test("every page has one h1, ordered headings, the landmarks and a skip link first", async ({ page, request }) => {
  const pages = prerenderedPages();
  const notFound = { path: "(404)", html: await (await request.get("/this-page-does-not-exist")).text() };
  const all = [...pages.map((p) => ({ path: p.path, html: p.html })), notFound];

  const structures: Structure[] = await page.evaluate(
    (htmls) => {
      return htmls.map((html) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const headings = [...doc.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(
          (h) => !h.closest("[hidden], template, [aria-hidden='true']"),
        );
        const focusable = doc.body.querySelector(
          "a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex='-1'])",
        );
        return {
          h1s: headings.filter((h) => h.tagName === "H1").length,
          h1InMain: !!doc.querySelector("main h1"),
          levels: headings.map((h) => Number(h.tagName[1])),
          landmarks: {
            // header and footer are landmarks only outside article/section/main.
            header: doc.querySelectorAll(
              "body > header, body > * > header:not(main header, article header, section header)",
            ).length,
            nav: doc.querySelectorAll("nav").length,
            main: doc.querySelectorAll("main").length,
            footer: doc.querySelectorAll("body > footer").length,
          },
          firstFocusable: focusable?.getAttribute("href") ?? focusable?.tagName ?? null,
          mainId: doc.querySelector("main")?.id === "main",
        };
      });
    },
    all.map((p) => p.html),
  );

  const problems: string[] = [];
  all.forEach(({ path }, i) => {
    const s = structures[i]!;
    if (s.h1s !== 1) problems.push(`${path}: ${s.h1s} h1 elements`);
    if (!s.h1InMain) problems.push(`${path}: the h1 is not in main`);
    const firstInMain = s.levels.indexOf(1);
    s.levels.forEach((level, n) => {
      const previous = n === 0 ? 1 : s.levels[n - 1]!;
      if (level > previous + 1) problems.push(`${path}: h${previous} is followed by h${level}`);
    });
    if (firstInMain < 0) problems.push(`${path}: no h1`);
    const { header, nav, main, footer } = s.landmarks;
    if (header !== 1) problems.push(`${path}: ${header} page headers`);
    if (nav < 1) problems.push(`${path}: no nav`);
    if (main !== 1) problems.push(`${path}: ${main} main elements`);
    if (footer !== 1) problems.push(`${path}: ${footer} page footers`);
    if (s.firstFocusable !== "#main")
      problems.push(`${path}: first focusable is ${s.firstFocusable}, not the skip link`);
    if (!s.mainId) problems.push(`${path}: main has no id "main" for the skip link`);
  });
  expect(problems).toEqual([]);
});
