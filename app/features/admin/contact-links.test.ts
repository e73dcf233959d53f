import { describe, expect, it } from "vitest";
import { callHref, directionsHref, mailHref, textHref } from "./contact-links.ts";

describe("a lead's one-tap actions", () => {
  it("dial and text the number's digits, mail the address, and route to the point or the address", () => {
    expect(callHref("(213) 555-0123")).toBe("tel:2135550123");
    expect(textHref("+1 213 555 0101")).toBe("sms:+12135550101");
    expect(mailHref("ana@example.com")).toBe("mailto:ana@example.com");
    expect(directionsHref("34.0522,-118.2437")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=34.0522%2C-118.2437",
    );
    expect(directionsHref("1 Main St, Los Angeles, CA")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Los%20Angeles%2C%20CA",
    );
  });
});
