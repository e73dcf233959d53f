import { expect, test } from "./fixtures";

/**
 * Spec §2.9, one row per style page: back link, style names and where each
 * style's quote button leads. Quote models are always URL-encoded.
 */
const q = (type: string, model: string) => `/quote-request?type=${type}&model=${model.replaceAll(" ", "%20")}`;

type Row = { path: string; back: string; styles: string[]; quote: (style: string) => string | null; features: number };

const quoteFor = (type: string) => (style: string) => q(type, style);
const toContact = () => "/contact";
const noLink = () => null;

const rows: Row[] = [
  {
    path: "/collections/shades/roller",
    back: "/collections/shades",
    styles: ["Classic Roller", "Solar Roller", "Blackout Roller"],
    quote: quoteFor("shades"),
    features: 6,
  },
  {
    path: "/collections/shades/roman",
    back: "/collections/shades",
    styles: ["Classic Roman", "Flat Roman", "Hobbled Roman"],
    quote: quoteFor("shades"),
    features: 6,
  },
  {
    path: "/collections/shades/cellular",
    back: "/collections/shades",
    styles: ["Single Cell", "Double Cell", "Triple Cell"],
    quote: quoteFor("shades"),
    features: 6,
  },
  {
    path: "/collections/shades/woven-wood",
    back: "/collections/shades",
    styles: ["Classic Woven", "Modern Woven", "Textured Woven"],
    quote: quoteFor("shades"),
    features: 3,
  },
  {
    path: "/collections/shades/motorized",
    back: "/collections/shades",
    styles: ["Motorized Roman", "Motorized Cellular", "Motorized Roller"],
    quote: quoteFor("shades"),
    features: 6,
  },
  {
    path: "/collections/blinds/horizontal-blinds",
    back: "/collections/blinds",
    styles: ["Venetian Blinds", "Aluminum Blinds", "Wood Blinds"],
    quote: quoteFor("blinds"),
    features: 6,
  },
  {
    path: "/collections/blinds/vertical-blinds",
    back: "/collections/blinds",
    styles: ["Classic Vertical Blinds", "Fabric Vertical Blinds", "Vinyl Vertical Blinds"],
    quote: quoteFor("blinds"),
    features: 6,
  },
  {
    path: "/collections/blinds/panel-blinds",
    back: "/collections/blinds",
    styles: ["Classic Panel Blinds", "Fabric Panel Blinds", "Sheer Panel Blinds"],
    quote: quoteFor("blinds"),
    features: 6,
  },
  {
    path: "/collections/blinds/mini-blinds",
    back: "/collections/blinds",
    styles: ["Classic", "Aluminum", "Vinyl"],
    quote: quoteFor("blinds"),
    features: 6,
  },
  {
    path: "/collections/drapery/sheer",
    back: "/collections/drapery",
    styles: ["Classic Sheer", "Modern Sheer"],
    quote: quoteFor("drapery"),
    features: 6,
  },
  {
    path: "/collections/drapery/blackout",
    back: "/collections/drapery",
    styles: ["Classic", "Modern", "Premium"],
    quote: quoteFor("drapery"),
    features: 6,
  },
  {
    path: "/collections/drapery/decorative",
    back: "/collections/drapery",
    styles: ["Classic", "Modern", "Premium"],
    quote: quoteFor("drapery"),
    features: 6,
  },
  {
    path: "/collections/drapery/thermal",
    back: "/collections/drapery",
    styles: ["Classic", "Modern", "Premium Thermal"],
    quote: quoteFor("drapery"),
    features: 3,
  },
  {
    path: "/collections/drapery/motorized",
    back: "/collections/drapery",
    styles: ["Classic", "Modern", "Premium Motorized"],
    quote: quoteFor("drapery"),
    features: 3,
  },
  {
    path: "/collections/drapery/fabric",
    back: "/collections/drapery",
    styles: ["Classic Elegance", "Modern Minimalist"],
    quote: quoteFor("drapery"),
    features: 6,
  },
  ...["sheer", "blackout", "thermal", "decorative"].flatMap((name) =>
    [`/collections/curtains/${name}`, `/collections/curtains/${name}-curtains`].map((path) => ({
      path,
      back: "/collections/curtains",
      styles: [] as string[],
      quote: toContact,
      features: 6,
    })),
  ),
  ...["finials", "valances", "tiebacks", "curtain-rods"].map((name) => ({
    path: `/collections/accessories/${name}`,
    back: "/collections/accessories",
    styles: [] as string[],
    quote: noLink,
    features: 6,
  })),
];

for (const row of rows) {
  test(`${row.path}: back link, features, styles and quote links`, async ({ page }) => {
    await page.goto(row.path);
    const main = page.locator("main");
    await expect(main.locator("a.back-link")).toHaveAttribute("href", row.back);
    // Issue 13: every style page leads to the measuring guide.
    await expect(main.getByRole("link", { name: "How to measure your windows" })).toHaveAttribute(
      "href",
      "/measure-guide",
    );

    const features = main.locator(".feature");
    await expect(features).toHaveCount(row.features);

    const cards = main.locator(".card");
    if (row.styles.length) await expect(cards.locator("h3")).toHaveText(row.styles);
    else await expect(cards).toHaveCount(3);

    const names = await cards.locator("h3").allTextContents();
    for (const [i, name] of names.entries()) {
      const link = cards.nth(i).getByRole("link");
      const expected = row.quote(name);
      if (expected === null) await expect(link).toHaveCount(0);
      else {
        await expect(link).toHaveAttribute("href", expected);
        await expect(link).toContainText("Request Quote");
      }
    }

    await expect(main.locator(".cta").getByRole("link").first()).toHaveAttribute("href", "/contact");
  });
}

test("hero quote buttons carry the page's model: Roller Shades and Thermal Drapery", async ({ page }) => {
  await page.goto("/collections/shades/roller");
  await expect(page.locator(".page-hero").getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
    "href",
    "/quote-request?type=shades&model=Roller%20Shades",
  );
  await page.goto("/collections/drapery/thermal");
  await expect(page.locator(".page-hero").getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
    "href",
    "/quote-request?type=drapery&model=Thermal%20Drapery",
  );
});

test("curtain aliases share one page and name the -curtains path as canonical", async ({ page }) => {
  for (const name of ["sheer", "blackout", "thermal", "decorative"]) {
    await page.goto(`/collections/curtains/${name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/collections/curtains/${name}-curtains$`),
    );
    const short = await page.locator("main").innerText();
    await page.goto(`/collections/curtains/${name}-curtains`);
    expect(await page.locator("main").innerText()).toBe(short);
  }
});
