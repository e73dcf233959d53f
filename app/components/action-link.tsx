import type { Action } from "~/content/types";
import { SiteLink } from "./site-link";

type Props = {
  action: Action;
  variant?: "primary" | "outline" | "light" | "ghost";
  className?: string;
  label?: string;
};

/** A link styled as a button, e.g. "Request a Quote". */
export function ActionLink({ action, variant = "primary", className = "", label }: Props) {
  return (
    <SiteLink className={`button button--${variant} ${className}`.trim()} to={action.to} aria-label={label}>
      {action.label}
    </SiteLink>
  );
}

export function BackLink({ action }: { action: Action }) {
  return (
    <SiteLink className="back-link" to={action.to}>
      <span aria-hidden="true">←</span> {action.label}
    </SiteLink>
  );
}
