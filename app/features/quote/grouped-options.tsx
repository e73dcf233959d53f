import { Options } from "~/components/options";
import { PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPES } from "~/features/quote/options";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { quoteUi } from "~/i18n/parts/quote";
import { optionLabels } from "./option-labels";

/**
 * Without scripts the lists cannot follow the chosen type, so every model or
 * material is offered, grouped by type; the server checks they match.
 */
export function GroupedOptions({ of }: { of: "models" | "materials" }) {
  const lists = of === "models" ? PRODUCT_MODELS : PRODUCT_MATERIALS;
  const { quote } = useMessages(quoteUi);
  const locale = useLocale();
  return PRODUCT_TYPES.map((type) => (
    <optgroup key={type} label={quote.productTypes[type]}>
      <Options values={lists[type]} labels={optionLabels(lists[type], locale)} />
    </optgroup>
  ));
}
