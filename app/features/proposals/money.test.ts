import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToField,
  depositOf,
  parseDollars,
  parseRate,
  ratePercent,
  roundHalfUp,
  taxOf,
  totalsOf,
  type Rates,
} from "./money";

const rates = (over: Partial<Rates> = {}): Rates => ({
  tax_rate_ppm: 0,
  tax_installation: false,
  deposit_percent: 50,
  ...over,
});

describe("a proposal's money: integer cents, one rounding rule (decision 0016)", () => {
  it("rounds half a cent up and less than half down", () => {
    expect(roundHalfUp(5n, 10n)).toBe(1n); // 0.5 → 1
    expect(roundHalfUp(4n, 10n)).toBe(0n); // 0.4 → 0
    expect(roundHalfUp(15n, 10n)).toBe(2n); // 1.5 → 2
    expect(roundHalfUp(25n, 10n)).toBe(3n); // 2.5 → 3, not banker's 2
    expect(roundHalfUp(0n, 7n)).toBe(0n);
    expect(() => roundHalfUp(-1n, 2n)).toThrow(RangeError);
  });

  it("taxes the goods only, less the discount, and installation only when TAX_INSTALLATION is on", () => {
    const input = { lines: [{ unit_cents: 10_000, quantity: 2 }], installation_cents: 5_000, discount_cents: 2_000 };
    const off = totalsOf(input, rates({ tax_rate_ppm: 82_500 }));
    // $200 goods − $20 discount = $180 taxable at 8.25 % = $14.85; installation $50 untaxed.
    expect(off.taxable_cents).toBe(18_000);
    expect(off.tax_cents).toBe(1_485);
    expect(off.total_cents).toBe(18_000 + 5_000 + 1_485);
    const on = totalsOf(input, rates({ tax_rate_ppm: 82_500, tax_installation: true }));
    expect(on.taxable_cents).toBe(23_000);
    expect(on.tax_cents).toBe(1_898); // 230 × 0.0825 = 18.975 → 18.98
    expect(on.total_cents).toBe(18_000 + 5_000 + 1_898);
  });

  it("rounds the tax half up to the cent", () => {
    expect(taxOf(1_000, 82_500)).toBe(83); // $10 × 8.25 % = 82.5 ¢ → 83 ¢
    expect(taxOf(999, 82_500)).toBe(82); // 82.4175 ¢ → 82 ¢
    expect(taxOf(12_345, 0)).toBe(0);
  });

  it("asks a deposit of the odd total's half rounded half up, and the balance makes up the rest", () => {
    expect(depositOf(1_001, 50)).toBe(501); // $10.01 / 2 = 500.5 ¢ → 501 ¢
    expect(depositOf(999, 50)).toBe(500); // 499.5 ¢ → 500 ¢
    expect(depositOf(1, 50)).toBe(1);
    expect(depositOf(1_001, 33)).toBe(330); // 330.33 ¢ → 330 ¢
    const totals = totalsOf(
      { lines: [{ unit_cents: 1_001, quantity: 1 }], installation_cents: 0, discount_cents: 0 },
      rates(),
    );
    expect(totals.deposit_cents + totals.balance_cents).toBe(totals.total_cents);
  });

  it("multiplies a line's unit price by its quantity exactly", () => {
    const totals = totalsOf(
      {
        lines: [
          { unit_cents: 24_250, quantity: 2 },
          { unit_cents: 20_306, quantity: 1 },
        ],
        installation_cents: 15_000,
        discount_cents: 0,
      },
      rates(),
    );
    expect(totals.line_cents).toEqual([48_500, 20_306]);
    expect(totals.goods_cents).toBe(68_806);
    expect(totals.total_cents).toBe(83_806);
    expect(totals.deposit_cents).toBe(41_903);
  });

  it("reads SALES_TAX_RATE as an exact decimal fraction", () => {
    expect(parseRate("0.0825")).toBe(82_500);
    expect(parseRate("0")).toBe(0);
    expect(parseRate(".07")).toBe(70_000);
    expect(parseRate("0.095")).toBe(95_000);
    expect(parseRate("0.000001")).toBe(1);
    for (const bad of ["", ".", "8.25", "-0.1", "0.1234567", "1e-2", "abc", "1.5"])
      expect(parseRate(bad), bad).toBeNull();
    expect(ratePercent(82_500)).toBe("8.25");
    expect(ratePercent(0)).toBe("0");
    expect(ratePercent(95_000)).toBe("9.5");
  });

  it("reads dollars as staff type them into whole cents, and writes them back the same way", () => {
    expect(parseDollars("1,234.5")).toBe(123_450);
    expect(parseDollars("$80")).toBe(8_000);
    expect(parseDollars(" 80.05 ")).toBe(8_005);
    expect(parseDollars("0")).toBe(0);
    for (const bad of ["", "-5", "1.234", "12,34", "abc", "1e3", "$"]) expect(parseDollars(bad), bad).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => parseDollars(centsToField(cents)) === cents),
    );
  });

  describe("property: the figures always add up", () => {
    const line = fc.record({
      unit_cents: fc.integer({ min: 0, max: 2_000_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    const input = fc
      .record({
        lines: fc.array(line, { minLength: 1, maxLength: 30 }),
        installation_cents: fc.integer({ min: 0, max: 5_000_000 }),
      })
      .chain((partial) => {
        const goods = partial.lines.reduce((sum, l) => sum + l.unit_cents * l.quantity, 0);
        return fc.record({ discount_cents: fc.integer({ min: 0, max: goods }) }).map((d) => ({ ...partial, ...d }));
      });
    const anyRates = fc.record({
      tax_rate_ppm: fc.integer({ min: 0, max: 150_000 }),
      tax_installation: fc.boolean(),
      deposit_percent: fc.integer({ min: 1, max: 100 }),
    });

    it("total = goods − discount + installation + tax, deposit + balance = total, every figure a whole cent", () => {
      fc.assert(
        fc.property(input, anyRates, (money, r) => {
          const t = totalsOf(money, r);
          expect(t.goods_cents).toBe(t.line_cents.reduce((a, b) => a + b, 0));
          expect(t.total_cents).toBe(t.goods_cents - t.discount_cents + t.installation_cents + t.tax_cents);
          expect(t.deposit_cents + t.balance_cents).toBe(t.total_cents);
          for (const value of Object.values(t).flat()) expect(Number.isSafeInteger(value)).toBe(true);
          expect(t.deposit_cents).toBeLessThanOrEqual(t.total_cents);
          expect(t.balance_cents).toBeGreaterThanOrEqual(0);
        }),
      );
    });

    it("the tax and the deposit are the exact figures rounded half up (within half a cent, ties up)", () => {
      fc.assert(
        fc.property(input, anyRates, (money, r) => {
          const t = totalsOf(money, r);
          // Rounded half up, tax = ⌊exact + ½⌋: tax − ½ ≤ exact < tax + ½, i.e. 2·tax·D − D ≤ 2·E < 2·tax·D + D.
          const exactTax = BigInt(t.taxable_cents) * BigInt(r.tax_rate_ppm);
          const tax = BigInt(t.tax_cents) * 1_000_000n;
          expect(2n * exactTax >= 2n * tax - 1_000_000n && 2n * exactTax < 2n * tax + 1_000_000n).toBe(true);
          const exactDeposit = BigInt(t.total_cents) * BigInt(r.deposit_percent);
          const deposit = BigInt(t.deposit_cents) * 100n;
          expect(2n * exactDeposit >= 2n * deposit - 100n && 2n * exactDeposit < 2n * deposit + 100n).toBe(true);
        }),
      );
    });

    it("installation is taxed exactly when TAX_INSTALLATION is on, and the discount never makes anything negative", () => {
      fc.assert(
        fc.property(input, anyRates, (money, r) => {
          const t = totalsOf(money, r);
          const goodsAfterDiscount = t.goods_cents - t.discount_cents;
          expect(t.taxable_cents).toBe(goodsAfterDiscount + (r.tax_installation ? t.installation_cents : 0));
          expect(goodsAfterDiscount).toBeGreaterThanOrEqual(0);
        }),
      );
    });
  });
});
