import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import {
  breadcrumbList,
  localBusiness,
  openingHoursSpecification,
  productJsonLd,
  serializeJsonLd,
  webSite,
  type JsonLd,
} from "./structured-data";

const ORIGIN = "https://www.amberwood.test";

/**
 * The schema.org properties each type needs here: what schema.org and search
 * engines require for the rich result, with the type each value must have.
 */
type Check = (value: unknown) => boolean;
const isText: Check = (v) => typeof v === "string" && v.trim() !== "";
const isUrl: Check = (v) => isText(v) && /^https?:\/\/[^\s]+$/.test(String(v)) && URL.canParse(String(v));
const isTime: Check = (v) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const ofType =
  (type: string, rules: Record<string, Check>): Check =>
  (v) =>
    typeof v === "object" && v !== null && (v as Record<string, unknown>)["@type"] === type && conforms(v, rules);
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.length > 0 && v.every(check);

function conforms(value: object, rules: Record<string, Check>): boolean {
  return Object.entries(rules).every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

function problems(value: JsonLd, rules: Record<string, Check>): string[] {
  return Object.entries(rules)
    .filter(([key, check]) => !check(value[key]))
    .map(([key]) => `${value["@type"]}.${key} = ${JSON.stringify(value[key])}`);
}

const schema = {
  LocalBusiness: {
    name: isText,
    url: isUrl,
    logo: isUrl,
    image: isUrl,
    telephone: isText,
    email: isText,
    address: ofType("PostalAddress", { addressLocality: isText, addressRegion: isText, addressCountry: isText }),
    contactPoint: listOf(ofType("ContactPoint", { telephone: isText, contactType: isText })),
    openingHoursSpecification: listOf(
      ofType("OpeningHoursSpecification", {
        dayOfWeek: listOf((d) => isUrl(d) && String(d).startsWith("https://schema.org/")),
        opens: isTime,
        closes: isTime,
      }),
    ),
  },
  WebSite: { name: isText, url: isUrl },
  BreadcrumbList: {
    itemListElement: listOf(
      ofType("ListItem", { position: (p) => Number.isInteger(p) && (p as number) > 0, name: isText, item: isUrl }),
    ),
  },
  Product: {
    name: isText,
    description: isText,
    image: isUrl,
    url: isUrl,
    offers: ofType("Offer", {
      price: (p) => typeof p === "string" && /^\d+\.\d\d$/.test(p),
      priceCurrency: (c) => c === "USD",
      availability: (a) => typeof a === "string" && a.startsWith("https://schema.org/"),
      url: isUrl,
    }),
  },
} satisfies Record<string, Record<string, Check>>;

describe("LocalBusiness", () => {
  const data = localBusiness(ORIGIN);

  it("has every property a local business listing needs", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(problems(data, schema.LocalBusiness)).toEqual([]);
  });

  it("lists both phone numbers, the e-mail and the business name from the business facts", () => {
    const phones = (data.contactPoint as { telephone: string }[]).map((c) => c.telephone);
    expect(phones).toEqual(business.phones.map((p) => p.tel));
    expect(data.email).toBe(business.email);
    expect(data.name).toBe(business.name);
  });

  it("opens Monday to Friday 9am to 5pm and says nothing of the closed weekend (spec §9)", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "09:00",
        closes: "17:00",
      },
    ]);
  });

  it("rejects opening hours it cannot read instead of publishing wrong ones", () => {
    expect(() => openingHoursSpecification("weekdays 9-5")).toThrow();
    expect(() => openingHoursSpecification("Fr-Mo 09:00-17:00")).toThrow();
    expect(openingHoursSpecification("Sa 10:00-14:00").dayOfWeek).toEqual(["https://schema.org/Saturday"]);
  });
});

describe("WebSite", () => {
  it("names the site and its home URL on the public origin", () => {
    const data = webSite(ORIGIN);
    expect(data["@type"]).toBe("WebSite");
    expect(problems(data, schema.WebSite)).toEqual([]);
    expect(data.url).toBe(`${ORIGIN}/`);
  });
});

describe("BreadcrumbList", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const data = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Collections", path: "/collections" },
        { name: "Custom Blinds", path: "/collections/blinds" },
      ],
      ORIGIN,
    );
    expect(problems(data, schema.BreadcrumbList)).toEqual([]);
    expect((data.itemListElement as { position: number; item: string }[]).map((i) => [i.position, i.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/collections`],
      [3, `${ORIGIN}/collections/blinds`],
    ]);
  });
});

describe("Product", () => {
  const item = {
    id: 1,
    title: "Modern Roller Shade",
    description: "Sleek and minimal.",
    price: "299.99",
    image: "/images/roller.jpg",
  };

  it("offers a priced item in US dollars", () => {
    const data = productJsonLd(item, "/product/1", ORIGIN)!;
    expect(data["@type"]).toBe("Product");
    expect(problems(data, schema.Product)).toEqual([]);
    expect(data.offers).toMatchObject({ price: "299.99", priceCurrency: "USD" });
    expect(data.image).toBe(`${ORIGIN}/images/roller.jpg`);
  });

  it("reads a price written with a dollar sign or thousands separator", () => {
    expect(productJsonLd({ ...item, price: "$1,299.5" }, "/product/1", ORIGIN)?.offers).toMatchObject({
      price: "1299.50",
    });
  });

  it("makes no offer for quote-only and display-only items", () => {
    expect(productJsonLd({ ...item, price: "Contact for Quote" }, "/product/14", ORIGIN)).toBeUndefined();
    expect(productJsonLd({ ...item, price: "View Only" }, "/product/18", ORIGIN)).toBeUndefined();
    expect(productJsonLd({ ...item, price: undefined }, "/product/18", ORIGIN)).toBeUndefined();
  });
});

describe("serialised JSON-LD", () => {
  it("cannot close its script element or break out of it", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });
});
