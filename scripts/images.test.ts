import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildResponsiveImages, variantWidths } from "./images";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "images-test-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function png(rel: string, width: number, height: number) {
  const file = path.join(dir, "content", rel);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: { r: 183, g: 119, b: 42 } } })
    .png()
    .toFile(file);
}

const options = () => ({
  sourceDir: path.join(dir, "content"),
  outDir: path.join(dir, "public/images/photos"),
  publicPrefix: "/images/photos",
  manifestFile: path.join(dir, "manifest.generated.ts"),
});

describe("variantWidths", () => {
  it("keeps the requested widths a photo can fill and never upscales", () => {
    expect(variantWidths(2000, [480, 960, 1440])).toEqual([480, 960, 1440]);
    expect(variantWidths(1440, [480, 960, 1440])).toEqual([480, 960, 1440]);
    expect(variantWidths(1000, [480, 960, 1440])).toEqual([480, 960, 1000]);
    expect(variantWidths(300, [480, 960, 1440])).toEqual([300]);
  });
});

describe("buildResponsiveImages", () => {
  it("writes AVIF and WebP at each width and a manifest keyed by the artwork it replaces", async () => {
    await png("gallery/3.png", 1000, 750);
    const manifest = await buildResponsiveImages(options());

    const photo = manifest["gallery/3"];
    expect(photo).toBeDefined();
    expect(photo!.width).toBe(1000);
    expect(photo!.height).toBe(750);
    expect(photo!.variants.map((v) => v.width)).toEqual([480, 960, 1000]);

    for (const variant of photo!.variants) {
      for (const format of ["avif", "webp"] as const) {
        const url = variant[format];
        expect(url).toMatch(new RegExp(`^/images/photos/gallery/3-[0-9a-f]{10}-${variant.width}\\.${format}$`));
        const file = path.join(dir, "public", url);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(Math.round((variant.width * 750) / 1000));
      }
    }

    const source = readFileSync(options().manifestFile, "utf8");
    expect(source).toContain("export const photoManifest: PhotoManifest =");
    expect(source).toContain('"gallery/3"');
  });

  it("never upscales a small photo", async () => {
    await png("hero.png", 320, 200);
    const manifest = await buildResponsiveImages(options());
    expect(manifest["hero"]!.variants.map((v) => v.width)).toEqual([320]);
    const files = readdirSync(options().outDir).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect((await sharp(path.join(options().outDir, f)).metadata()).width).toBe(320);
  });

  it("writes an empty manifest when there are no photos and removes variants of deleted photos", async () => {
    await png("gallery/1.png", 600, 400);
    const first = await buildResponsiveImages(options());
    const urls = first["gallery/1"]!.variants.flatMap((v) => [v.avif, v.webp]);
    expect(urls.every((u) => existsSync(path.join(dir, "public", u)))).toBe(true);

    rmSync(path.join(dir, "content/gallery/1.png"));
    const second = await buildResponsiveImages(options());
    expect(second).toEqual({});
    expect(urls.some((u) => existsSync(path.join(dir, "public", u)))).toBe(false);
    expect(readFileSync(options().manifestFile, "utf8")).toContain("PhotoManifest = {};");
  });

  it("refuses two photos for the same picture", async () => {
    await png("gallery/2.png", 500, 400);
    await png("gallery/2.webp", 500, 400);
    await expect(buildResponsiveImages(options())).rejects.toThrow(/Two photos for "gallery\/2"/);
  });
});
