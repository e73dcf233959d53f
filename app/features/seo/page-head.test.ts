import { describe, expect, it } from "vitest";
import { routeTable } from "../../../tests/e2e/route-table";
import { pageHead, pageTitle } from "./page-head";
import { aliases, pageMeta } from "./page-meta";
import { priceAmount, productDescription, readProductFacts } from "./product-meta";

const ORIGIN = "https://www.amberwood.test";
const types = (path: string) => pageHead({ status: "ok", pathname: path }, ORIGIN).jsonLd.map((d) => d["@type"]);

describe("page metadata table", () => {
  it("gives each canonical page its own title and description, within what search results show", () => {
    const heads = Object.keys(pageMeta)
      .filter((p) => pageMeta[p]?.kind !== "product")
      .map((p) => pageHead({ status: "ok", pathname: p }, ORIGIN));
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
    for (const head of heads) {
      expect(head.description.length, head.title).toBeGreaterThanOrEqual(50);
      expect(head.description.length, head.title).toBeLessThanOrEqual(160);
    }
  });

  it("titles a page with its name followed by the premium blinds and curtains site title", () => {
    expect(pageHead({ status: "ok", pathname: "/collections/blinds/horizontal-blinds" }).title).toBe(
      "Horizontal Blinds | Amberwood Blinds — Premium Custom Blinds & Curtains",
    );
    expect(pageHead({ status: "ok", pathname: "/" }).title).toBe(pageTitle());
    expect(pageTitle()).toBe("Amberwood Blinds | Premium Custom Blinds & Curtains");
  });
});

describe("canonical URLs", () => {
  it("point every curtain alias at its -curtains page, both spellings being pages", () => {
    for (const [alias, target] of Object.entries(aliases)) {
      expect(routeTable.some((r) => r.path === alias)).toBe(true);
      expect(routeTable.some((r) => r.path === target)).toBe(true);
      const head = pageHead({ status: "ok", pathname: alias }, ORIGIN);
      expect(head.canonical).toBe(`${ORIGIN}${target}`);
      expect(head.title).toBe(pageHead({ status: "ok", pathname: target }, ORIGIN).title);
    }
  });

  it("drop a trailing slash and stay on the public origin", () => {
    expect(pageHead({ status: "ok", pathname: "/about/" }, ORIGIN).canonical).toBe(`${ORIGIN}/about`);
    expect(pageHead({ status: "ok", pathname: "/" }, ORIGIN).canonical).toBe(`${ORIGIN}/`);
  });
});

describe("structured data by page kind", () => {
  it("describes the business on home and contact, and the site on home", () => {
    expect(types("/")).toEqual(["WebPage", "WebSite", "LocalBusiness"]);
    expect(types("/contact")).toEqual(["WebPage", "LocalBusiness"]);
  });

  it("gives category, style and service pages a breadcrumb trail", () => {
    expect(types("/collections/blinds")).toEqual(["WebPage", "BreadcrumbList"]);
    expect(types("/services/installation")).toEqual(["WebPage", "BreadcrumbList"]);
    const trail = pageHead({ status: "ok", pathname: "/collections/curtains/sheer" }, ORIGIN).jsonLd[1]!
      .itemListElement as { name: string; item: string }[];
    expect(trail.map((c) => c.name)).toEqual(["Home", "Collections", "Custom Curtains", "Sheer Curtains"]);
    expect(trail.at(-1)?.item).toBe(`${ORIGIN}/collections/curtains/sheer-curtains`);
  });

  it("names only the page and its language on pages with no structured subject", () => {
    expect(types("/about")).toEqual(["WebPage"]);
    expect(types("/faq")).toEqual(["WebPage"]);
  });
});

describe("error and placeholder pages", () => {
  it("keeps the 404 page out of search results under a Page Not Found title", () => {
    const head = pageHead({ status: "not-found" }, ORIGIN);
    expect(head.title).toMatch(/^Page Not Found \| Amberwood Blinds/);
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });

  it("keeps the thin blog placeholder out of search results", () => {
    expect(pageHead({ status: "ok", pathname: "/blog" }).robots).toMatch(/noindex/);
  });
});

describe("product pages", () => {
  const gallery = {
    id: 2,
    title: "Classic Roman Shade",
    description: "Timeless elegance with soft folds, tailored in premium fabrics for living rooms and bedrooms alike.",
    price: "349.99",
    image: "/assets/roman-abc123.jpg",
    features: ["a", "b", "c", "d"],
  };

  it("reads the gallery item from loader data, flat or wrapped", () => {
    for (const data of [gallery, { item: gallery }, { product: gallery }]) {
      expect(readProductFacts(data)).toEqual({
        id: 2,
        title: gallery.title,
        description: gallery.description,
        price: "349.99",
        image: gallery.image,
      });
    }
    expect(readProductFacts({ item: { ...gallery, image: { src: "/x.jpg", alt: "" } } })?.image).toBe("/x.jpg");
    expect(readProductFacts(undefined)).toBeUndefined();
    expect(readProductFacts({ id: 3 })).toBeUndefined();
  });

  it("titles, describes and previews a priced product with its own name, price and image", () => {
    const head = pageHead({ status: "ok", pathname: "/product/2", product: readProductFacts(gallery) }, ORIGIN);
    expect(head.title).toBe("Classic Roman Shade | Amberwood Blinds — Premium Custom Blinds & Curtains");
    expect(head.description).toMatch(/^Classic Roman Shade, \$349\.99\. Timeless elegance/);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.image.url).toBe(`${ORIGIN}/assets/roman-abc123.jpg`);
    expect(head.canonical).toBe(`${ORIGIN}/product/2`);
    expect(head.jsonLd.map((d) => d["@type"])).toEqual(["WebPage", "BreadcrumbList", "Product"]);
  });

  it("makes no Product offer for an item shown for a quote or as inspiration", () => {
    for (const price of ["Contact for Quote", "View Only"]) {
      const head = pageHead(
        { status: "ok", pathname: "/product/18", product: { title: "Sunlit Loft", price } },
        ORIGIN,
      );
      expect(head.jsonLd.map((d) => d["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
      expect(head.description).toBe("Sunlit Loft. A made-to-measure window treatment project by Amberwood Blinds.");
    }
  });

  it("reads prices only when they are an amount", () => {
    expect(priceAmount("299.99")).toBe("299.99");
    expect(priceAmount("$799.99")).toBe("799.99");
    expect(priceAmount("Contact for Quote")).toBeUndefined();
    expect(priceAmount("12 monthly payments")).toBeUndefined();
  });

  it("cuts a long description at a word", () => {
    const description = productDescription({ title: "Shade", price: "1.00", description: "word ".repeat(80) });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });
});

describe("the page in its languages (issue 32)", () => {
  it("links each page to itself in English and Spanish, x-default English, absolute, the same from both sides", () => {
    const english = pageHead({ status: "ok", pathname: "/collections/shades/roller" }, ORIGIN);
    const spanish = pageHead({ status: "ok", pathname: "/es/collections/shades/roller" }, ORIGIN);
    const expected = [
      { hreflang: "en", href: `${ORIGIN}/collections/shades/roller` },
      { hreflang: "es", href: `${ORIGIN}/es/collections/shades/roller` },
      { hreflang: "x-default", href: `${ORIGIN}/collections/shades/roller` },
    ];
    expect(english.alternates).toEqual(expected);
    expect(spanish.alternates).toEqual(expected);
    expect(english.canonical).toBe(`${ORIGIN}/collections/shades/roller`);
    expect(spanish.canonical).toBe(`${ORIGIN}/es/collections/shades/roller`);
  });

  it("points an alias's alternates at the canonical pages, and the home page at / and /es", () => {
    const alias = pageHead({ status: "ok", pathname: "/es/collections/curtains/sheer" }, ORIGIN);
    expect(alias.canonical).toBe(`${ORIGIN}/es/collections/curtains/sheer-curtains`);
    expect(alias.alternates.map((a) => a.href)).toContain(`${ORIGIN}/es/collections/curtains/sheer-curtains`);
    const home = pageHead({ status: "ok", pathname: "/es" }, ORIGIN);
    expect(home.alternates.map((a) => a.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/es`, `${ORIGIN}/`]);
  });

  it("names the Open Graph locale and the other one, and the JSON-LD's language", () => {
    const spanish = pageHead({ status: "ok", pathname: "/es/product/1" }, ORIGIN);
    expect(spanish.ogLocale).toBe("es_US");
    expect(spanish.ogLocaleAlternates).toEqual(["en_US"]);
    expect(spanish.jsonLd[0]).toMatchObject({ "@type": "WebPage", inLanguage: "es", url: `${ORIGIN}/es/product/1` });
    const english = pageHead({ status: "ok", pathname: "/faq" }, ORIGIN);
    expect(english.ogLocale).toBe("en_US");
    expect(english.ogLocaleAlternates).toEqual(["es_US"]);
    expect(english.jsonLd[0]).toMatchObject({ inLanguage: "en" });
  });

  it("gives a booking's own page and the 404 page no alternates", () => {
    expect(pageHead({ status: "ok", pathname: "/book/manage/:token" }, ORIGIN).alternates).toEqual([]);
    expect(pageHead({ status: "not-found" }, ORIGIN).alternates).toEqual([]);
  });
});
