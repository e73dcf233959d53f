import { normalizeEmail } from "../leads/store.ts";

/**
 * Who a mailed swatch order goes to, as the household rule sees it (issue 36: one mailed order per household per 30
 * days, by address and by e-mail). An address is compared the way the Postal Service reads it: case, punctuation
 * and spacing do not count, the usual words and their abbreviations are the same ("Street" and "St."), a unit is a
 * unit however it is written ("Apt 4B", "Unit 4B", "#4B"), and a ZIP+4 is its five-digit ZIP.
 */

/** USPS street suffixes and directions (Publication 28), each word to the abbreviation it is read as. */
const ABBREVIATIONS: Record<string, string> = {
  street: "st",
  str: "st",
  avenue: "ave",
  av: "ave",
  avn: "ave",
  road: "rd",
  drive: "dr",
  drv: "dr",
  boulevard: "blvd",
  boul: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  terrace: "ter",
  circle: "cir",
  highway: "hwy",
  parkway: "pkwy",
  square: "sq",
  trail: "trl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/** The words that introduce a unit; each becomes "#". */
const UNIT_WORDS = new Set(["apt", "apartment", "unit", "ste", "suite", "no", "number", "#"]);

/** One address line as comparable words: lower case, no punctuation, abbreviations and unit words unified. */
function words(line: string): string[] {
  const spaced = line
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // "#4B" is a unit word and its number: keep "#" a word of its own.
    .replace(/#/g, " # ")
    .replace(/[^a-z0-9# ]+/g, " ");
  return spaced
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (UNIT_WORDS.has(word)) return "#";
      return ABBREVIATIONS[word] ?? word;
    });
}

/**
 * The address as one comparable string: both lines' words (a unit may be written on either) run together, so "4-B"
 * and "4B" agree, then the 5-digit ZIP.
 */
export function addressKey(address: { address_line1: string; address_line2: string; zip: string }): string {
  const street = [...words(address.address_line1), ...words(address.address_line2)].join("");
  return `${street}|${address.zip.slice(0, 5)}`;
}

/** The keys a mailed order claims: its household's address and its e-mail, each good for one order per period. */
export function householdKeys(order: {
  address_line1: string;
  address_line2: string;
  zip: string;
  user_email: string;
}): string[] {
  return [`address:${addressKey(order)}`, `email:${normalizeEmail(order.user_email)}`];
}
