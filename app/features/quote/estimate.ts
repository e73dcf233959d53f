import { pricing, type PriceGroup, type ProductPricing } from "../../content/pricing.ts";
import { format, formatWholeDollars, plural } from "../../i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { msg, type Message } from "../../i18n/message-key.ts";
import { quoteUi, type QuoteUi } from "../../i18n/parts/quote.ts";
import type { ProductType } from "./options.ts";
import { formatInches } from "./inches.ts";

/**
 * The quote form's instant price range (issue 13): one pure function over the price table
 * (app/content/pricing.ts), run by the browser as sizes are typed and again by the server,
 * which never trusts the browser's figure. Its refusals are messages named by their key (the quote's part
 * of the catalogue, `estimate.*`), written in the page's language by whoever shows them: the form as sizes
 * are typed, the server in the visitor's language.
 */

export const MOUNTS = ["inside", "outside"] as const;
export type Mount = (typeof MOUNTS)[number];

export type EstimateWindow = { width_in: number; height_in: number; quantity: number; mount: Mount };

export type EstimateInput = {
  product_type: ProductType;
  product_model: string;
  preferred_material: string;
  installation_required: "yes" | "no";
  windows: readonly EstimateWindow[];
};

/** One window row of the estimate: its size, how many, and the range for one and for all of them. */
export type EstimateLine = EstimateWindow & { unit_low: number; unit_high: number; low: number; high: number };

export type Estimate = {
  currency: "USD";
  low: number;
  high: number;
  /** Identical windows counted one by one. */
  windows: number;
  installation: boolean;
  lines: EstimateLine[];
};

/** Per-field messages keyed like the API's fields: `windows.0.width_in`. */
export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; fields: Record<string, Message> };

export const MAX_WINDOW_ROWS = 20;
export const MAX_IDENTICAL = 20;

function groupOf(product: ProductPricing, model: string): PriceGroup {
  return product.groups.find((g) => g.match.test(model)) ?? product.groups[product.groups.length - 1]!;
}

/** The sizes one model of a product is made in. */
export function sizeLimits(type: ProductType, model: string) {
  const product: ProductPricing = pricing.products[type];
  const group = groupOf(product, model);
  return { width: group.width ?? product.width, height: group.height ?? product.height };
}

/** `key` ("Width must be between {min} and {max} inches for {product}") when `value` is out of range. */
function outOfRange(
  value: number,
  [min, max]: readonly [number, number],
  key: "estimate.widthRange" | "estimate.heightRange",
  product: ProductType,
): Message | undefined {
  if (value >= min && value <= max) return undefined;
  return { key, params: { min, max, product: { key: `quote.productTypes.${product}` } } };
}

type PricedChoice = Pick<EstimateInput, "product_type" | "product_model" | "preferred_material">;

/**
 * The price table's own figure for making one window of a model, in dollars and unrounded: its size (an outside
 * mount covers the frame too) times the group's rate, the better line's factor and the material's. The estimate
 * spreads it into a range; a proposal's unit price (`unitPriceCents`) is this figure, so both read one table.
 */
function tableFigure(input: PricedChoice, w: Pick<EstimateWindow, "width_in" | "height_in" | "mount">): number {
  const product: ProductPricing = pricing.products[input.product_type];
  const group = groupOf(product, input.product_model);
  const premium = /^(Premium|Modern) /.test(input.product_model) ? product.premium : 1;
  const material = product.materials[input.preferred_material] ?? 1;
  const overlap = pricing.outsideMountOverlap;
  const width = w.width_in + (w.mount === "outside" ? overlap.width_in : 0);
  const height = w.height_in + (w.mount === "outside" ? overlap.height_in : 0);
  const size = group.basis === "area" ? (width * height) / 144 : width;
  return size * group.rate * premium * material;
}

/**
 * One window's unit price for a proposal (issue 33), in whole cents: the table's figure (never under the model's
 * minimum) plus its motor where the model is motorized, rounded half up to the cent (decision 0016). Installation
 * is a line of its own (`installationCents`).
 */
export function unitPriceCents(
  input: PricedChoice,
  w: Pick<EstimateWindow, "width_in" | "height_in" | "mount">,
): number {
  const product: ProductPricing = pricing.products[input.product_type];
  const group = groupOf(product, input.product_model);
  const made = Math.max(group.minimum, tableFigure(input, w));
  const motor = group.motorized ? product.motorization : 0;
  // Dollars with fractions of a cent to cents: half a cent and more goes up (the table's rates have two decimals).
  return Math.floor((made + motor) * 100 + 0.5);
}

/** The price table's installation for one window of a product, in cents. */
export function installationCents(type: ProductType): number {
  return pricing.products[type].installation * 100;
}

/** Whole dollars: the estimate is a range, cents would pretend to a precision it does not have. */
const dollars = (x: number) => Math.round(x);

export function estimate(input: EstimateInput): EstimateResult {
  const product: ProductPricing = pricing.products[input.product_type];
  const group = groupOf(product, input.product_model);
  const limits = sizeLimits(input.product_type, input.product_model);
  const fields: Record<string, Message> = {};
  if (input.windows.length > MAX_WINDOW_ROWS) {
    fields.windows = { key: msg("estimate.tooManyRows"), params: { max: MAX_WINDOW_ROWS } };
  }
  input.windows.forEach((w, i) => {
    const width = outOfRange(w.width_in, limits.width, "estimate.widthRange", input.product_type);
    const height = outOfRange(w.height_in, limits.height, "estimate.heightRange", input.product_type);
    if (width) fields[`windows.${i}.width_in`] = width;
    if (height) fields[`windows.${i}.height_in`] = height;
    if (!Number.isInteger(w.quantity) || w.quantity < 1 || w.quantity > MAX_IDENTICAL) {
      fields[`windows.${i}.quantity`] = { key: msg("estimate.quantity"), params: { max: MAX_IDENTICAL } };
    }
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const addOns =
    (input.installation_required === "yes" ? product.installation : 0) + (group.motorized ? product.motorization : 0);

  const lines = input.windows.map((w): EstimateLine => {
    const made = tableFigure(input, w);
    const unitLow = Math.max(group.minimum, dollars(made * (1 - pricing.spread))) + addOns;
    const unitHigh = Math.max(group.minimum, dollars(made * (1 + pricing.spread))) + addOns;
    return { ...w, unit_low: unitLow, unit_high: unitHigh, low: unitLow * w.quantity, high: unitHigh * w.quantity };
  });
  return {
    ok: true,
    estimate: {
      currency: "USD",
      low: lines.reduce((sum, l) => sum + l.low, 0),
      high: lines.reduce((sum, l) => sum + l.high, 0),
      windows: lines.reduce((sum, l) => sum + l.quantity, 0),
      installation: input.installation_required === "yes",
      lines,
    },
  };
}

/** "$1,240": whole dollars as the back office shows an estimate (app/features/admin). */
export const formatMoney = (n: number) => `$${n.toLocaleString("en-US")}`;

/** "Estimated $1,240 – $1,520 for 3 windows, installation included", prices in the locale's currency format. */
export function describeEstimate(
  e: Pick<Estimate, "low" | "high" | "windows" | "installation">,
  locale: Locale = DEFAULT_LOCALE,
  messages: QuoteUi = quoteUi[locale],
): string {
  const texts = messages.estimate;
  const message = e.installation ? texts.included : texts.notIncluded;
  return format(
    message,
    {
      low: formatWholeDollars(e.low, locale),
      high: formatWholeDollars(e.high, locale),
      windows: plural(texts.windows, e.windows, locale),
    },
    locale,
  );
}

/** The note under the range, in English for the business's e-mail (server/mail). */
export const ESTIMATE_NOTE = quoteUi[DEFAULT_LOCALE].estimate.note;

export const ROOMS = ["Living Room", "Bedroom", "Dining Room", "Kitchen", "Bathroom", "Office", "Other"] as const;
export type Room = (typeof ROOMS)[number];

/**
 * "Living Room: 36 3/8 × 48 in, inside mount, ×2; …": the windows as the business's e-mail and the
 * spec's field read them. Stored with the request, in English, whatever the page's language.
 */
export function describeWindows(windows: readonly (EstimateWindow & { room: Room })[]): string {
  return windows
    .map(
      (w) =>
        `${w.room}: ${formatInches(w.width_in)} × ${formatInches(w.height_in)} in, ${w.mount} mount${w.quantity > 1 ? `, ×${w.quantity}` : ""}`,
    )
    .join("; ");
}
