/** The gallery holds items 1 to 24 (spec §3.5); each has a product page. */
export const productIds: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);
