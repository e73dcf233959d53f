import type { IntakeKind } from "~/features/leads/kinds";
import type { ActionAnswer } from "./post-to-action";

/** What a lead form's route action gives back to its page, a form island's post or a native one alike. */
export type LeadActionData = {
  kind: IntakeKind;
  outcome: "sent" | "invalid" | "failed";
  /** Per-field messages when the input was refused. */
  fields: Record<string, string>;
  /** The visitor's input, so a refused or failed form keeps it; empty after success. */
  values: Record<string, string>;
  /** The browser's own message when the post got no answer at all. */
  error?: string;
};

/** The answer of a native post of a `kind` form to this page's action, if the page's action data is one. */
export function leadAnswerOf(kind: IntakeKind, actionData: unknown): LeadActionData | undefined {
  if (typeof actionData !== "object" || actionData === null) return undefined;
  const answer = actionData as Partial<LeadActionData>;
  return answer.kind === kind ? (answer as LeadActionData) : undefined;
}

/**
 * A form island's post of a `kind` form, as the form reads it: the action's answer, or a failed outcome when none
 * came (network down, a proxy's error page), so the form shows its notice and keeps every value.
 */
export function leadAnswerFrom(kind: IntakeKind, answer: ActionAnswer<LeadActionData>): LeadActionData {
  if (answer.kind === "data" && leadAnswerOf(kind, answer.data)) return answer.data;
  if (answer.kind === "unanswered") {
    console.warn(`Sending the ${kind} form failed`, answer.message);
    return { kind, outcome: "failed", fields: {}, values: {}, error: answer.message };
  }
  // A 5xx without the action's data (a missing service, a server error): no send happened.
  return { kind, outcome: "failed", fields: {}, values: {} };
}
