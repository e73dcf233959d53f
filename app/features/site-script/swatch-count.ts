import { bagValueOf, splitBagValue } from "~/features/swatches/bag-cookie";
import { pluralCategory } from "~/i18n/format";
import { localeOfPath } from "~/i18n/locales";

type Forms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The swatch ids the bag's cookie lists (the server checks its signature; here it is only counted and shown). */
export function bagIds(): string[] {
  return splitBagValue(bagValueOf(document.cookie)).ids;
}

/**
 * The header's swatch bag (issue 36): the badge shows how many swatches the bag holds and the link's name says it,
 * from the bag's cookie, since a prerendered page cannot know (docs/decisions/0018). Called at start and after each
 * swatch the site script adds.
 */
export function showSwatchCount() {
  const count = bagIds().length;
  for (const link of document.querySelectorAll<HTMLElement>("[data-swatch-bag]")) {
    const badge = link.querySelector<HTMLElement>("[data-swatch-count]");
    const label = link.querySelector<HTMLElement>("[data-swatch-bag-label]");
    if (!badge || !label) continue;
    label.dataset.empty ??= label.textContent ?? "";
    badge.hidden = count === 0;
    badge.textContent = String(count);
    if (count === 0) {
      label.textContent = label.dataset.empty;
      continue;
    }
    const forms = JSON.parse(link.dataset.swatchBag ?? "{}") as Forms;
    const form = forms[pluralCategory(count, localeOfPath(location.pathname))] ?? forms.other;
    label.textContent = form.replace("{count}", String(count));
  }
}
