import type { ProductType } from "../features/quote/options.ts";

/**
 * The business's price table for the quote form's instant estimate (issue 13): edit the
 * figures here and the form, the API and the business's e-mail follow. Prices are in US
 * dollars before tax. The estimate is a range (±`spread`) because the exact price follows
 * the free measurement.
 *
 * A standard window (`standardWindow`, no installation, default material) of a product
 * lands near the price the gallery publishes for it (app/content/gallery.ts); a test keeps
 * the two in step (app/features/quote/estimate.test.ts).
 */

/** How a model is priced: by the area it covers (square feet), or by its width alone (rods, valances). */
export type PriceBasis = "area" | "width";

export type PriceGroup = {
  /** The models it prices, by the words in their names; the first group that matches wins. */
  match: RegExp;
  basis: PriceBasis;
  /** Dollars per square foot (area) or per inch of width (width), for a standard model and material. */
  rate: number;
  /** The least one window costs, whatever its size. */
  minimum: number;
  /** A motor and its remote come with it (the product's motorization add-on applies). */
  motorized?: boolean;
  /** Size limits in inches when they differ from the product's. */
  width?: readonly [number, number];
  height?: readonly [number, number];
};

export type ProductPricing = {
  groups: readonly PriceGroup[];
  /** Factor for the better line of a model ("Premium …", "Modern …"). */
  premium: number;
  /** Factor per material; a material not listed (or none chosen) counts 1. */
  materials: Readonly<Record<string, number>>;
  /** Sizes the workshop makes, in inches: [smallest, largest]. */
  width: readonly [number, number];
  height: readonly [number, number];
  /** Per window, when installation is asked for. */
  installation: number;
  /** Per window of a motorized model. */
  motorization: number;
};

/** Any model not matched by a named group ("Other", a custom model): the product's middle price. */
const fallback = (rate: number, minimum: number): PriceGroup => ({ match: /./, basis: "area", rate, minimum });

export const pricing = {
  currency: "USD",
  /** Half-width of the range: low is 10 % under the table's figure, high 10 % over. */
  spread: 0.1,
  /** An outside mount covers the frame too: this much is added to what is priced, in inches. */
  outsideMountOverlap: { width_in: 4, height_in: 3 },
  /** The window the gallery's prices are for. */
  standardWindow: { width_in: 36, height_in: 60 },
  products: {
    blinds: {
      groups: [
        { match: /Mini/, basis: "area", rate: 18.67, minimum: 79 },
        { match: /Vertical/, basis: "area", rate: 16, minimum: 99, width: [24, 144] },
        { match: /Horizontal|Venetian/, basis: "area", rate: 17.5, minimum: 79 },
        { match: /Panel/, basis: "area", rate: 24, minimum: 149, width: [36, 144] },
        { match: /Cellular/, basis: "area", rate: 22, minimum: 99 },
        { match: /Roman/, basis: "area", rate: 24, minimum: 129 },
        { match: /Wood/, basis: "area", rate: 22.2, minimum: 99 },
        fallback(20, 89),
      ],
      premium: 1.35,
      materials: { Aluminum: 0.9, Wood: 1.2, "Faux Wood": 1, PVC: 0.85, Bamboo: 1.1 },
      width: [12, 96],
      height: [12, 120],
      installation: 45,
      motorization: 250,
    },
    curtains: {
      groups: [
        { match: /Sheer/, basis: "area", rate: 20, minimum: 89 },
        { match: /Blackout/, basis: "area", rate: 19.75, minimum: 99 },
        { match: /Thermal/, basis: "area", rate: 21, minimum: 99 },
        { match: /Decorative/, basis: "area", rate: 22, minimum: 99 },
        { match: /Cafe/, basis: "area", rate: 16, minimum: 59 },
        { match: /Panel|Tab Top|Grommet/, basis: "area", rate: 18, minimum: 79 },
        fallback(20, 89),
      ],
      premium: 1.35,
      materials: { Cotton: 1, Linen: 1.15, Silk: 1.6, Polyester: 0.9, Velvet: 1.4, Sheer: 0.9 },
      width: [24, 240],
      height: [24, 144],
      installation: 40,
      motorization: 350,
    },
    shades: {
      groups: [
        { match: /Motorized/, basis: "area", rate: 20, minimum: 99, motorized: true },
        { match: /Roller/, basis: "area", rate: 20, minimum: 99 },
        { match: /Roman/, basis: "area", rate: 23.3, minimum: 129 },
        { match: /Cellular/, basis: "area", rate: 26.7, minimum: 119 },
        { match: /Woven Wood/, basis: "area", rate: 36.7, minimum: 179 },
        { match: /Solar/, basis: "area", rate: 23.3, minimum: 119 },
        { match: /Pleated/, basis: "area", rate: 22, minimum: 99 },
        { match: /Balloon/, basis: "area", rate: 30, minimum: 149 },
        fallback(25, 109),
      ],
      premium: 1.35,
      materials: { Polyester: 1, Cotton: 1.05, Linen: 1.15, Bamboo: 1.1, Wood: 1.25, Synthetic: 0.95 },
      width: [12, 120],
      height: [12, 144],
      installation: 50,
      motorization: 300,
    },
    drapery: {
      groups: [
        { match: /Motorized/, basis: "area", rate: 30, minimum: 149, motorized: true },
        { match: /Pleated/, basis: "area", rate: 33.3, minimum: 199 },
        { match: /Blackout/, basis: "area", rate: 25.3, minimum: 149 },
        { match: /Decorative/, basis: "area", rate: 30, minimum: 179 },
        { match: /Sheer/, basis: "area", rate: 22, minimum: 129 },
        { match: /Panel|Tab Top|Grommet/, basis: "area", rate: 24.5, minimum: 129 },
        fallback(28, 149),
      ],
      premium: 1.35,
      materials: {
        Cotton: 1,
        Linen: 1.15,
        Silk: 1.6,
        Velvet: 1.4,
        Polyester: 0.9,
        Sheer: 0.9,
        Blackout: 1.1,
      },
      width: [24, 240],
      height: [24, 144],
      installation: 60,
      motorization: 350,
    },
    accessories: {
      groups: [
        { match: /Rod/, basis: "width", rate: 1.5, minimum: 49 },
        { match: /Valance/, basis: "width", rate: 2.5, minimum: 59 },
        { match: /Finial/, basis: "width", rate: 0, minimum: 45 },
        { match: /Tieback/, basis: "width", rate: 0, minimum: 35 },
        { ...fallback(1.5, 45), basis: "width" },
      ],
      premium: 1.35,
      materials: { Metal: 1, Wood: 1.1, Resin: 0.9, Fabric: 0.95, Acrylic: 1.05 },
      width: [12, 240],
      height: [12, 144],
      installation: 25,
      motorization: 0,
    },
  } satisfies Record<ProductType, ProductPricing>,
} as const;
