import type { z } from "zod";

/**
 * Per-field messages, the first issue of each field, for a 400 answer or a form: a nested field by its path
 * ("windows.2.width_in"), "form" for the input as a whole; `write` words each issue.
 */
export function firstIssuePerField(
  error: z.ZodError,
  write: (issue: z.core.$ZodIssue) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "form";
    out[key] ??= write(issue);
  }
  return out;
}

/**
 * Per-field messages of a schema whose messages are written out, not keys: the back office's own (staff read
 * English). A visitor's form names catalogue keys and goes through `fieldErrors` (./field-errors.server.ts).
 */
export function plainFieldErrors(error: z.ZodError): Record<string, string> {
  return firstIssuePerField(error, (issue) => issue.message);
}
