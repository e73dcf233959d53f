/**
 * The quote form's choices (spec §3.2). Shared by the browser form and the
 * server's validation, so a value the form cannot offer is also refused by the API.
 */
export const PRODUCT_TYPES = ["blinds", "curtains", "shades", "drapery", "accessories"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  blinds: "Blinds",
  curtains: "Curtains",
  shades: "Shades",
  drapery: "Drapery",
  accessories: "Accessories",
};

export const OTHER_MODEL = "Other";

const variants = (kinds: string[], suffix: string, a = "Standard", b = "Premium") =>
  kinds.flatMap((k) => [`${a} ${k} ${suffix}`, `${b} ${k} ${suffix}`]);

export const PRODUCT_MODELS: Record<ProductType, readonly string[]> = {
  blinds: [
    ...variants(["Horizontal", "Vertical", "Mini", "Panel", "Cellular"], "Blinds"),
    ...variants(["Roman"], "Blinds", "Classic", "Modern"),
    ...variants(["Venetian", "Wood"], "Blinds"),
    OTHER_MODEL,
  ],
  curtains: [
    ...variants(["Sheer", "Blackout", "Thermal", "Decorative", "Panel", "Cafe", "Tab Top", "Grommet"], "Curtains"),
    OTHER_MODEL,
  ],
  shades: [
    "Roller Shades",
    "Roman Shades",
    "Motorized Shades",
    "Woven Wood Shades",
    "Cellular Shades",
    "Solar Shades",
    "Pleated Shades",
    "Balloon Shades",
    OTHER_MODEL,
  ],
  drapery: [
    "Fabric Drapery",
    "Sheer Drapery",
    "Blackout Drapery",
    "Decorative Drapery",
    "Panel Drapery",
    "Pleated Drapery",
    "Grommet Drapery",
    "Tab Top Drapery",
    OTHER_MODEL,
  ],
  // Not in §3.2: the accessories pages link to type=accessories (docs/deviations.md).
  accessories: ["Curtain Rods", "Finials", "Valances", "Tiebacks", OTHER_MODEL],
};

export const PRODUCT_MATERIALS: Record<ProductType, readonly string[]> = {
  blinds: ["Aluminum", "Wood", "Faux Wood", "PVC", "Bamboo"],
  curtains: ["Cotton", "Linen", "Silk", "Polyester", "Velvet", "Sheer"],
  shades: ["Polyester", "Cotton", "Linen", "Bamboo", "Wood", "Synthetic"],
  drapery: ["Cotton", "Linen", "Silk", "Velvet", "Polyester", "Sheer", "Blackout"],
  accessories: ["Metal", "Wood", "Resin", "Fabric", "Acrylic"],
};

export const COLORS = [
  "White",
  "Ivory",
  "Beige",
  "Gray",
  "Black",
  "Brown",
  "Navy",
  "Burgundy",
  "Green",
  "Blue",
  "Custom",
] as const;

export const INSTALLATION = ["yes", "no"] as const;

export function isProductType(value: unknown): value is ProductType {
  return typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** Every field of a quote request (spec §3.2, plus the custom model), in the order the business reads them. */
export const QUOTE_FIELDS = [
  "user_name",
  "user_email",
  "user_phone",
  "product_type",
  "product_model",
  "custom_product_model",
  "quantity",
  "window_dimensions",
  "preferred_color",
  "preferred_material",
  "installation_required",
  "message",
] as const;
