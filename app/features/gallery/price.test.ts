import { describe, expect, it } from "vitest";
import { formatPrice } from "./price";
import { quoteHref } from "~/content/quote";

describe("formatPrice", () => {
  it("shows dollar amounts with a $ and the spec's other texts unchanged", () => {
    expect(formatPrice("299.99")).toBe("$299.99");
    expect(formatPrice("800")).toBe("$800");
    expect(formatPrice("Contact for Quote")).toBe("Contact for Quote");
    expect(formatPrice("View Only")).toBe("View Only");
  });
});

describe("quoteHref", () => {
  it("encodes the model with %20, as the quote form expects", () => {
    expect(quoteHref("shades", "Roller Shades")).toBe("/quote-request?type=shades&model=Roller%20Shades");
    expect(quoteHref("curtains", "Café & Bistro")).toBe("/quote-request?type=curtains&model=Caf%C3%A9%20%26%20Bistro");
  });
});
