/**
 * Spec §3.5: the dollar prices of gallery items 1-13 (14-24 have none), written
 * out from the specification, independently of app/content/gallery.ts, so tests
 * can check the data against it.
 */
export const specPrices: Record<number, string> = {
  1: "299.99",
  2: "349.99",
  3: "399.99",
  4: "599.99",
  5: "549.99",
  6: "449.99",
  7: "299.99",
  8: "279.99",
  9: "399.99",
  10: "349.99",
  11: "379.99",
  12: "499.99",
  13: "799.99",
};
