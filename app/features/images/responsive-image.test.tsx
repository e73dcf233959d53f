import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { photoKey, type PhotoManifest } from "./photo-manifest";
import { ResponsiveImage } from "./responsive-image";

const manifest: PhotoManifest = {
  "gallery/3": {
    width: 2000,
    height: 1500,
    variants: [480, 960, 1440].map((w) => ({
      width: w,
      avif: `/images/photos/gallery/3-abc-${w}.avif`,
      webp: `/images/photos/gallery/3-abc-${w}.webp`,
    })),
  },
};

const render = (src: string, priority = false) =>
  renderToStaticMarkup(
    <ResponsiveImage
      src={src}
      alt="A shade"
      width={600}
      height={450}
      sizes="(max-width: 768px) 100vw, 420px"
      priority={priority}
      manifest={manifest}
    />,
  );

describe("ResponsiveImage", () => {
  it("names photos after the artwork they replace", () => {
    expect(photoKey("/images/gallery/3.svg")).toBe("gallery/3");
    expect(photoKey("/images/gallery/3-detail.svg")).toBe("gallery/3-detail");
  });

  it("renders a picture with AVIF and WebP srcsets when a photo exists", () => {
    const html = render("/images/gallery/3.svg");
    expect(html).toMatch(/^<picture style="display:contents">/);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/photos/gallery/3-abc-480.avif 480w, /images/photos/gallery/3-abc-960.avif 960w, /images/photos/gallery/3-abc-1440.avif 1440w" sizes="(max-width: 768px) 100vw, 420px"/>',
    );
    expect(html).toContain('type="image/webp"');
    expect(html).toContain('src="/images/photos/gallery/3-abc-1440.webp"');
    expect(html).toContain('width="600" height="450" loading="lazy"');
  });

  it("falls back to the artwork, sized and lazy unless it is the first picture", () => {
    const html = render("/images/gallery/4.svg");
    expect(html).toBe(
      '<img src="/images/gallery/4.svg" alt="A shade" width="600" height="450" loading="lazy" decoding="async"/>',
    );
    expect(render("/images/gallery/4.svg", true)).toContain('loading="eager" fetchPriority="high"');
  });
});
