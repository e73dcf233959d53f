import type { AnchorHTMLAttributes } from "react";
import { useLocale } from "~/i18n/i18n-context";
import { localizedHref } from "~/i18n/locales";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A site-internal link, to the page in the language of the page it is on (`/faq` on a Spanish page is `/es/faq`).
 * A plain link: every public page is its own document (docs/decisions/0011); the site script scrolls to the top
 * instead when it points at the page already shown (spec §2.2).
 */
export function SiteLink({ to, ...rest }: Props) {
  const locale = useLocale();
  return <a href={localizedHref(to, locale)} {...rest} />;
}
