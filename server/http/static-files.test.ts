import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { StaticFiles } from "./static-files.ts";

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), "static-"));
  mkdirSync(path.join(root, "about"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(path.join(root, "about", "index.html"), "<h1>about</h1>");
  writeFileSync(path.join(root, "about.data"), "[]");
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(root, "assets", "app-abc123.js.br"), "br");
  return new StaticFiles(root);
}

describe("static files", () => {
  const files = fixture();

  it("maps page paths to their prerendered HTML", () => {
    expect(files.lookup("/")?.identity.body.toString()).toBe("<h1>home</h1>");
    expect(files.lookup("/about")?.identity.body.toString()).toBe("<h1>about</h1>");
    expect(files.lookup("/about")?.isHtml).toBe(true);
    expect(files.lookup("/about.data")?.type).toMatch(/^text\/x-script/);
  });

  it("caches hashed assets for a year and pages briefly", () => {
    expect(files.lookup("/assets/app-abc123.js")?.cacheControl).toContain("immutable");
    expect(files.lookup("/about")?.cacheControl).toContain("max-age=300");
    expect(files.lookup("/assets/app-abc123.js")?.br?.body.toString()).toBe("br");
  });

  it("never serves a path outside the build or an unknown one", () => {
    expect(files.lookup("/../package.json")).toBeUndefined();
    expect(files.lookup("/about/../../etc/passwd")).toBeUndefined();
    expect(files.lookup("/nope")).toBeUndefined();
    expect(files.lookup("/about\0")).toBeUndefined();
  });
});
