import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { headForPath } from "~/features/seo/head-for-path.server";
import { prerenderPaths, rendersAtRequest, routePaths, sitePagesFor, type SitePage } from "./site-pages";

// The table with its English words.
const sitePages = sitePagesFor("en");

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string };
const routeFor = (path: string) =>
  (routes as RouteEntry[]).find((r) => (path === "/" ? r.index : `/${r.path}` === path));

const added: SitePage = {
  kind: "page",
  module: "routes/about.tsx",
  name: "Showroom",
  description: "Visit us.",
  og: "site",
};

describe("the one table of pages", () => {
  it("a page added to the table gets its route and its prerendered file; request-time pages get no file", () => {
    const table = { ...sitePages, "/showroom": added, "/live": { ...added, render: "request" as const } };
    expect(routePaths(table)).toContainEqual({ path: "/showroom", module: "routes/about.tsx" });
    expect(routePaths(table)).toContainEqual({ path: "/live", module: "routes/about.tsx" });
    expect(prerenderPaths(table)).toContain("/showroom");
    expect(prerenderPaths(table)).not.toContain("/live");
  });

  it("every page and alias of the table is a route of the app, rendered by its module, and the module exists", () => {
    for (const { path, module } of routePaths()) {
      expect(routeFor(path)?.file, path).toBe(module);
      expect(existsSync(`app/${module}`), module).toBe(true);
    }
  });

  it("prerenders each page, alias and product once, and never a request-time page", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/collections/curtains/sheer");
    expect(paths).toContain("/product/24");
    expect(paths).not.toContain("/book");
    expect(paths.some((p) => p.includes(":"))).toBe(false);
  });

  it("every page's head is its entry's name and description; an alias names its page as canonical", () => {
    for (const [path, page] of Object.entries(sitePages)) {
      if (path.includes(":") || page.kind === "home") continue;
      const head = headForPath(path);
      expect(head.title, path).toMatch(new RegExp(`^${page.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
      expect(head.description, path).toBe(page.description);
      for (const alias of page.aliases ?? []) expect(headForPath(alias).canonical).toBe(head.canonical);
    }
  });

  it("a booking's own page is noindex with one head for every secret link", () => {
    const head = headForPath("/book/manage/abc.def");
    expect(head.robots).toContain("noindex");
    expect(head.canonical).not.toContain("abc");
  });

  it("the quote form is a file, but rendered at the request when a referral's code asks for it (issue 34)", () => {
    expect(prerenderPaths()).toContain("/quote-request");
    expect(rendersAtRequest("/quote-request", "ref=abc")).toBe(true);
    expect(rendersAtRequest("/es/quote-request", "type=shades&ref=abc")).toBe(true);
    expect(rendersAtRequest("/quote-request", "")).toBe(false);
    expect(rendersAtRequest("/quote-request", "type=shades")).toBe(false);
    expect(rendersAtRequest("/contact", "ref=abc")).toBe(false);
  });

  it("an order's feedback form is noindex with one head for every secret link", () => {
    const head = headForPath("/proposal/abc/feedback");
    expect(head.robots).toContain("noindex");
    expect(head.canonical).not.toContain("abc");
  });
});
