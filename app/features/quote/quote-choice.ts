import {
  isProductType,
  OTHER_MODEL,
  PRODUCT_MATERIALS,
  PRODUCT_MODELS,
  type ProductType,
} from "~/features/quote/options";

/** The linked choices of the quote form: type drives the model and material lists. */
export type QuoteChoice = { type: ProductType | ""; model: string; customModel: string; material: string };

export const NO_CHOICE: QuoteChoice = { type: "", model: "", customModel: "", material: "" };

export function modelsFor(type: ProductType | ""): readonly string[] {
  return type ? PRODUCT_MODELS[type] : [];
}

export function materialsFor(type: ProductType | ""): readonly string[] {
  return type ? PRODUCT_MATERIALS[type] : [];
}

/** A new type keeps the model and material only if the new type offers them. */
export function withType(choice: QuoteChoice, type: ProductType | ""): QuoteChoice {
  const model = modelsFor(type).includes(choice.model) ? choice.model : "";
  return {
    type,
    model,
    customModel: model === OTHER_MODEL ? choice.customModel : "",
    material: materialsFor(type).includes(choice.material) ? choice.material : "",
  };
}

/**
 * `?type=&model=` from a product page pre-fills the form. An unknown type is
 * ignored; a model the type does not list selects Other with the text filled in.
 */
export function choiceFromQuery(params: URLSearchParams): QuoteChoice {
  const type = params.get("type")?.trim().toLowerCase() ?? "";
  if (!isProductType(type)) return NO_CHOICE;
  const model = params.get("model")?.trim().slice(0, 100) ?? "";
  if (!model) return { ...NO_CHOICE, type };
  const known = PRODUCT_MODELS[type].find((m) => m.toLowerCase() === model.toLowerCase());
  if (known) return { ...NO_CHOICE, type, model: known };
  return { ...NO_CHOICE, type, model: OTHER_MODEL, customModel: model };
}

/** The choice a refused native post sent, so the page shows it again. */
export function choiceFromValues(values: Record<string, string>): QuoteChoice {
  const type = isProductType(values.product_type) ? values.product_type : "";
  return {
    type,
    model: values.product_model ?? "",
    customModel: values.custom_product_model ?? "",
    material: values.preferred_material ?? "",
  };
}
