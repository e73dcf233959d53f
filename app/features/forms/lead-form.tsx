import type { FormEvent, ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Honeypot } from "./honeypot";

type Props = {
  /** Modifier class next to `lead-form`, e.g. "contact-form". */
  name: string;
  /** The route whose action takes the native (script-free) post. */
  action: string;
  /** The island's send; absent on a form the site script sends (the newsletter's). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Words for the site script that sends the form, as JSON (the newsletter's). */
  "data-texts"?: string;
  /** "multipart/form-data" for a form that sends files (the quote's photos). */
  encType?: "multipart/form-data";
  children: ReactNode;
} & ({ "aria-label": string } | { "aria-labelledby": string });

/**
 * The frame every lead form shares: a native post to its route action that
 * scripts take over, the honeypot, and `data-hydrated` once scripts run.
 */
export function LeadForm({ name, action, onSubmit, encType, children, "data-texts": texts, ...label }: Props) {
  const hydrated = useHydrated();
  return (
    <form
      className={`lead-form ${name}`}
      method="post"
      action={action}
      encType={encType}
      onSubmit={onSubmit}
      {...label}
      data-hydrated={hydrated}
      data-texts={texts}
    >
      <Honeypot />
      {children}
    </form>
  );
}
