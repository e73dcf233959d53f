import { Link, type LinkProps } from "react-router";
import { useSamePageScroll } from "~/lib/use-same-page-scroll";

type Props = Omit<LinkProps, "to"> & { to: string; onNavigate?: () => void };

/** A site-internal link that scrolls to the top when it points at the current page. */
export function SiteLink({ to, onNavigate, onClick, ...rest }: Props) {
  const handle = useSamePageScroll(onNavigate);
  return (
    <Link
      to={to}
      viewTransition
      onClick={(event) => {
        onClick?.(event);
        handle(event, to);
      }}
      {...rest}
    />
  );
}
