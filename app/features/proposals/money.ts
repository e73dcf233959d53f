/**
 * The money of a proposal (issue 33; docs/decisions/0016): every amount is a whole number of US cents, every figure
 * the customer reads is computed here, on the server, from the lines staff entered, and there is one rounding rule:
 * a fraction of a cent is rounded half up (to the nearer cent, a half cent up). Only two figures ever have a
 * fraction to round: the sales tax (the taxable amount times the rate) and the deposit (the total times its
 * percentage). A line's amount is its unit price in cents times its quantity: whole numbers, nothing to round.
 *
 * Pure and browser-safe: the editor, the customer's page, the PDF, the e-mails and the Checkout Session all read
 * the same `totalsOf`, so they cannot disagree.
 */

/** A tax rate in millionths (parts per million): 0.0825 is 82 500. Integers keep the arithmetic exact. */
export type RatePpm = number;

/** What a version of a proposal is priced under, captured when it is written so later settings do not change it. */
export type Rates = {
  /** `SALES_TAX_RATE` as millionths. */
  tax_rate_ppm: RatePpm;
  /** `TAX_INSTALLATION`: whether installation is taxed with the goods. */
  tax_installation: boolean;
  /** `DEPOSIT_PERCENT`: the share of the total asked as a deposit, 1–100. */
  deposit_percent: number;
};

/** The part of a line the money needs. */
export type PricedLine = { unit_cents: number; quantity: number };

export type MoneyInput = {
  lines: readonly PricedLine[];
  /** Installation, one figure for the job. */
  installation_cents: number;
  /** Taken off the goods before tax; never more than the goods. */
  discount_cents: number;
};

export type Totals = {
  /** Each line's amount, in the lines' order. */
  line_cents: number[];
  /** The goods: the lines' amounts added up. */
  goods_cents: number;
  discount_cents: number;
  installation_cents: number;
  /** What the tax is charged on: the goods less the discount, plus installation when it is taxed. */
  taxable_cents: number;
  tax_cents: number;
  total_cents: number;
  deposit_cents: number;
  /** What is left to pay after the deposit. */
  balance_cents: number;
};

const PPM = 1_000_000n;

/**
 * `numerator / denominator` rounded half up, for non-negative integers: the one rounding rule. BigInt, so a
 * product of cents and millionths never loses a digit to floating point.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError("roundHalfUp takes a non-negative fraction");
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The sales tax on `taxableCents` at `ratePpm` millionths, rounded half up to the cent. */
export function taxOf(taxableCents: number, ratePpm: RatePpm): number {
  return Number(roundHalfUp(BigInt(taxableCents) * BigInt(ratePpm), PPM));
}

/** The deposit: `percent` of `totalCents`, rounded half up to the cent. */
export function depositOf(totalCents: number, percent: number): number {
  return Number(roundHalfUp(BigInt(totalCents) * BigInt(percent), 100n));
}

/** A line's amount: its unit price times its quantity (whole cents times a whole number, exact). */
export function lineCents(line: PricedLine): number {
  return line.unit_cents * line.quantity;
}

/** Every figure of a proposal from its lines, installation, discount and rates. */
export function totalsOf(input: MoneyInput, rates: Rates): Totals {
  const line_cents = input.lines.map(lineCents);
  const goods_cents = line_cents.reduce((sum, cents) => sum + cents, 0);
  // The schema refuses a discount larger than the goods; the floor keeps a stored one from making tax negative.
  const discount_cents = Math.min(input.discount_cents, goods_cents);
  const installation_cents = input.installation_cents;
  const goodsAfterDiscount = goods_cents - discount_cents;
  const taxable_cents = goodsAfterDiscount + (rates.tax_installation ? installation_cents : 0);
  const tax_cents = taxOf(taxable_cents, rates.tax_rate_ppm);
  const total_cents = goodsAfterDiscount + installation_cents + tax_cents;
  const deposit_cents = depositOf(total_cents, rates.deposit_percent);
  return {
    line_cents,
    goods_cents,
    discount_cents,
    installation_cents,
    taxable_cents,
    tax_cents,
    total_cents,
    deposit_cents,
    balance_cents: total_cents - deposit_cents,
  };
}

const RATE = /^(0|1)?(?:\.(\d{1,6}))?$/;

/** "0.0825" → 82 500 millionths; null for anything that is not a decimal fraction from 0 to 1 with ≤ 6 decimals. */
export function parseRate(typed: string): RatePpm | null {
  const s = typed.trim();
  const match = RATE.exec(s);
  if (s === "" || s === "." || !match) return null;
  const whole = Number(match[1] ?? "0");
  const decimals = (match[2] ?? "").padEnd(6, "0");
  const ppm = whole * 1_000_000 + Number(decimals);
  return ppm <= 1_000_000 ? ppm : null;
}

/** A rate as a percentage for people: 82 500 → "8.25" (no trailing zeros). */
export function ratePercent(ppm: RatePpm): string {
  const hundredths = ppm / 10_000;
  return String(Number(hundredths.toFixed(4)));
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Dollars as staff type them ("1,234.5", "$80", "80.00") → whole cents; null for anything else (negative too). */
export function parseDollars(typed: string): number | null {
  const match = DOLLARS.exec(typed.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const value = whole * 100 + cents;
  return Number.isSafeInteger(value) ? value : null;
}

/** Cents as an editor's field shows them: 123450 → "1234.50" (no thousands separator, so it reads back). */
export function centsToField(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}
