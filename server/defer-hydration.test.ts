import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

const page = [
  `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>`,
  `<link rel="preload" as="image" href="/hero.svg"/></head><body><h1>Hi</h1>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">;`,
  `import * as route0 from "/assets/root-B.js";`,
  `import * as route1 from "/assets/home-C.js";`,
  `  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`,
  ``,
  `import("/assets/entry.client-A.js");</script></body></html>`,
].join("\n");

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("takes every modulepreload link out of the document and keeps other preloads", () => {
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.svg"/>');
  });

  it("loads the route modules and the entry only after load and a frame, preloading the same modules then", () => {
    const script = /<script type="module">([^<]*)<\/script>/.exec(out)![1]!;
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf("import("));
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-C.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  it("runs as a module script the browser executes (top-level await)", async () => {
    const script = /<script type="module">([^<]*)<\/script>/.exec(out)![1]!;
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    // Syntax check only: the body must compile as module code with top-level await.
    expect(() => new AsyncFunction(script.replace(/import\(/g, "load("))).not.toThrow();
  });

  it("is idempotent", () => {
    expect(deferHydration(out)).toBe(out);
  });

  it("leaves documents without React Router's bootstrap untouched", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
