import { expect, test } from "./fixtures";

const hrefs = (loc: import("@playwright/test").Locator) =>
  loc.evaluateAll((as) => as.map((a) => a.getAttribute("href")));

test("footer lists, social links, year and payment cards", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  expect(await hrefs(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link"))).toEqual([
    "/",
    "/about",
    "/collections/blinds",
    "/services/custom-design",
    "/projects",
    "/newsletter",
    "/contact",
  ]);
  const products = footer.getByRole("navigation", { name: "Products" }).getByRole("link");
  expect(await hrefs(products)).toEqual([
    "/collections/blinds",
    "/collections/curtains",
    "/collections/shades",
    "/collections/motorized",
    "/collections/accessories",
    "/services/custom-design",
  ]);
  await expect(products).toHaveText([
    "Blinds",
    "Curtains",
    "Shades",
    "Motorized Systems",
    "Accessories",
    "Custom Solutions",
  ]);
  expect(await hrefs(footer.getByRole("navigation", { name: "Legal" }).getByRole("link"))).toEqual([
    "/privacy-policy",
    "/privacy-request",
    "/terms-of-service",
    "/shipping-policy",
    "/faq",
  ]);

  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
  }

  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const cards = footer.getByRole("list", { name: "Accepted payment cards" }).getByRole("img");
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((els) => els.map((e) => e.tagName.toLowerCase()))).toEqual([
    "svg",
    "svg",
    "svg",
    "svg",
  ]);
});
