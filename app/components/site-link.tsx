import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A site-internal link. A plain link: every public page is its own document
 * (docs/decisions/0011); the site script scrolls to the top instead when it
 * points at the page already shown (spec §2.2).
 */
export function SiteLink({ to, ...rest }: Props) {
  return <a href={to} {...rest} />;
}
