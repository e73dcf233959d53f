/**
 * Window sizes as the trade writes them: whole inches and eighths ("36 3/8", "36-3/8",
 * "36 ⅜" is not asked for) or a decimal ("36.375"). Shared by the form (live estimate)
 * and the server (validation), so both read a typed size the same way.
 */
const FRACTION = /^(\d{1,3})(?:[\s-]+(\d)\/(\d{1,2}))?$/;
const DECIMAL = /^\d{1,3}(?:\.\d{1,4})?$/;
const PROPER = /^(\d)\/(\d{1,2})$/;

/** Inches from what was typed, or null when it is not a size (a fraction must be in halves to eighths). */
export function parseInches(typed: string): number | null {
  const s = typed.trim().replace(/\s*(?:in\.?|inches|")$/i, "");
  if (DECIMAL.test(s)) return Number(s);
  const proper = PROPER.exec(s);
  if (proper) return fraction(0, proper[1]!, proper[2]!);
  const mixed = FRACTION.exec(s);
  if (!mixed) return null;
  if (mixed[2] === undefined) return Number(mixed[1]);
  return fraction(Number(mixed[1]), mixed[2], mixed[3]!);
}

function fraction(whole: number, numerator: string, denominator: string): number | null {
  const n = Number(numerator);
  const d = Number(denominator);
  if (![2, 4, 8].includes(d) || n <= 0 || n >= d) return null;
  return whole + n / d;
}

/** "36 3/8" for 36.375; a size that is no whole number of eighths keeps its decimals. */
export function formatInches(inches: number): string {
  const eighths = Math.round(inches * 8);
  if (Math.abs(eighths / 8 - inches) > 1e-9) return String(Number(inches.toFixed(4)));
  const whole = Math.floor(eighths / 8);
  let n = eighths % 8;
  if (n === 0) return String(whole);
  let d = 8;
  while (n % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return whole === 0 ? `${n}/${d}` : `${whole} ${n}/${d}`;
}
