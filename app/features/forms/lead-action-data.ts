import { useActionData } from "react-router";
import type { LeadKind } from "~/features/leads/schemas";

/** What a native (script-free) form post gives back to its page. */
export type LeadActionData = {
  kind: LeadKind;
  outcome: "sent" | "invalid" | "failed";
  /** Per-field messages when the input was refused. */
  fields: Record<string, string>;
  /** The visitor's input, so a refused or failed form keeps it; empty after success. */
  values: Record<string, string>;
};

/** The answer to this page's own native post of a `kind` form, if there was one. */
export function useLeadAction(kind: LeadKind): LeadActionData | undefined {
  const answer = useActionData() as LeadActionData | undefined;
  return answer?.kind === kind ? answer : undefined;
}
