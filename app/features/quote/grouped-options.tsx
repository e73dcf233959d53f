import { Options } from "~/components/options";
import { PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from "~/features/quote/options";

/**
 * Without scripts the lists cannot follow the chosen type, so every model or
 * material is offered, grouped by type; the server checks they match.
 */
export function GroupedOptions({ of }: { of: "models" | "materials" }) {
  const lists = of === "models" ? PRODUCT_MODELS : PRODUCT_MATERIALS;
  return PRODUCT_TYPES.map((type) => (
    <optgroup key={type} label={PRODUCT_TYPE_LABELS[type]}>
      <Options values={lists[type]} />
    </optgroup>
  ));
}
