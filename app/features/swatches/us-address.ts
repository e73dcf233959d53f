/**
 * A US postal address as the swatch order takes it (issue 36): the two-letter codes the Postal Service delivers to,
 * the ZIP code's form, and which states each ZIP code's first three digits belong to, so a ZIP typed with another
 * state's code is caught before a parcel goes astray.
 */

/**
 * The USPS state codes: the 50 states, the District of Columbia, the territories with ZIP codes and the armed
 * forces' addresses (AA, AE, AP).
 */
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
  "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR",
  "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
  "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW", "AA", "AE", "AP",
] as const; // prettier-ignore
export type UsState = (typeof US_STATES)[number];

export function isUsState(value: string): value is UsState {
  return (US_STATES as readonly string[]).includes(value);
}

/** Five digits, or ZIP+4 ("90012" or "90012-3456"). */
export const ZIP_PATTERN = /^[0-9]{5}(?:-[0-9]{4})?$/;
/** The same, as the browser's `pattern` attribute. */
export const ZIP_INPUT_PATTERN = "[0-9]{5}(-[0-9]{4})?";

/**
 * Each state's three-digit ZIP prefixes, as ranges (the Postal Service's sectional centers). A prefix may serve two
 * states where a town straddles a line; only a prefix that belongs to other states alone is refused.
 */
const PREFIXES: Record<UsState, readonly (readonly [number, number])[]> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [
    [716, 729],
    [755, 755],
  ],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 205],
    [569, 569],
  ],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [63, 63],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [[50, 59]],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
  GU: [[969, 969]],
  AS: [[967, 967]],
  MP: [[969, 969]],
  FM: [[969, 969]],
  MH: [[969, 969]],
  PW: [[969, 969]],
  AA: [[340, 340]],
  AE: [[90, 98]],
  AP: [[962, 966]],
};

const within = (prefix: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([low, high]) => prefix >= low && prefix <= high);

/**
 * Whether a well-formed ZIP code can be in `state`: its prefix is one of the state's, or one no state claims (new
 * or special ranges are given the benefit of the doubt). False only when the prefix belongs to other states alone.
 */
export function zipFitsState(zip: string, state: UsState): boolean {
  const prefix = Number(zip.slice(0, 3));
  if (within(prefix, PREFIXES[state])) return true;
  return !US_STATES.some((other) => within(prefix, PREFIXES[other]));
}
