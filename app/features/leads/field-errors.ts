import type { z } from "zod";

/** Per-field messages, first message per field, for a 400 answer or a form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    // Nested fields by their path: "windows.2.width_in".
    const key = issue.path.length > 0 ? issue.path.join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}
