import { DECLINE_NOTE_MAX, isDeclineReason } from "~/features/privacy/decline-reasons";
import type { PrivacyAnswer } from "~/features/privacy/service";

/** The intents of a privacy request's lead page (decision 0022), each one answer of the desk. */
export const PRIVACY_INTENTS = ["privacy-copy", "privacy-erase", "privacy-decline"] as const;
export type PrivacyIntent = (typeof PRIVACY_INTENTS)[number];

export function isPrivacyIntent(value: unknown): value is PrivacyIntent {
  return typeof value === "string" && (PRIVACY_INTENTS as readonly string[]).includes(value);
}

/**
 * What staff's post answers, or the fields to correct. An erasure is asked twice: the first post (without
 * `confirm=1`) only asks the page to show the button that erases.
 */
export function privacyAnswerOf(
  intent: PrivacyIntent,
  form: Record<string, string | undefined>,
): { answer: PrivacyAnswer } | { confirmErase: true } | { fields: Record<string, string> } {
  switch (intent) {
    case "privacy-copy":
      return { answer: { answer: "send-copy" } };
    case "privacy-erase":
      if (form.confirm !== "1") return { confirmErase: true };
      return { answer: { answer: "erase" } };
    case "privacy-decline": {
      const reason = form.reason ?? "";
      const note = (form.note ?? "").trim();
      const fields: Record<string, string> = {};
      if (!isDeclineReason(reason)) fields.reason = "Choose why the request is declined.";
      if (note.length > DECLINE_NOTE_MAX) fields.note = `Keep the note to ${DECLINE_NOTE_MAX} characters.`;
      if (!isDeclineReason(reason) || fields.note) return { fields };
      return { answer: { answer: "decline", reason, note } };
    }
  }
}
