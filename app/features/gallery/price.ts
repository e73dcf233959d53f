const DOLLARS = /^\d+(\.\d{2})?$/;

/** "299.99" reads "$299.99"; the spec's other price texts ("Contact for Quote", "View Only") stay as they are. */
export function formatPrice(price: string): string {
  return DOLLARS.test(price) ? `$${price}` : price;
}

export function isDollarPrice(price: string): boolean {
  return DOLLARS.test(price);
}
