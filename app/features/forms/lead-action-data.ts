import { useActionData } from "react-router";
import type { IntakeKind } from "~/features/leads/kinds";

/** What a lead form's route action gives back to its page, scripted (fetcher) or native post alike. */
export type LeadActionData = {
  kind: IntakeKind;
  outcome: "sent" | "invalid" | "failed";
  /** Per-field messages when the input was refused. */
  fields: Record<string, string>;
  /** The visitor's input, so a refused or failed form keeps it; empty after success. */
  values: Record<string, string>;
  /** The browser's own message when the post got no answer at all (set by leadClientAction). */
  error?: string;
};

/** The answer to this page's own native post of a `kind` form, if there was one. */
export function useLeadAction(kind: IntakeKind): LeadActionData | undefined {
  const answer = useActionData() as LeadActionData | undefined;
  return answer?.kind === kind ? answer : undefined;
}

/**
 * A lead route's clientAction: the post goes to the route's server action as it would
 * without scripts; a post that never gets an answer (network down, a proxy's error page)
 * comes back as a failed outcome, so the form shows its notice and keeps every value
 * instead of the page giving way to the error boundary.
 */
export async function leadClientAction(
  kind: IntakeKind,
  serverAction: () => Promise<unknown>,
): Promise<LeadActionData> {
  try {
    return (await serverAction()) as LeadActionData;
  } catch (error) {
    console.warn(`Sending the ${kind} form failed`, error);
    // fetch rejects with a TypeError when no answer came at all; any other error is an answer we could not read.
    const unanswered = error instanceof TypeError ? { error: error.message } : {};
    return { kind, outcome: "failed", fields: {}, values: {}, ...unanswered };
  }
}
