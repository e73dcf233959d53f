import { z } from "zod";
import { msg, type MessageKey } from "../../i18n/message-key.ts";
import { estimate, MAX_IDENTICAL, MAX_WINDOW_ROWS, MOUNTS, ROOMS, type EstimateInput } from "./estimate.ts";
import { parseInches } from "./inches.ts";
import { integerField } from "../leads/fields.ts";

/**
 * The quote's "Your windows" list (issue 13): one schema for a window, used by the quote
 * form and by POST /api/estimate. Sizes arrive as JSON numbers or as typed text ("36 3/8");
 * their limits depend on the product, so the estimate checks them (../quote/estimate.ts).
 */

/** A size typed or sent as a number; `message` when it is not a size in inches. */
const sizeField = (message: MessageKey) => {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const inches = typeof v === "number" ? v : parseInches(v);
    if (inches === null || !Number.isFinite(inches) || inches <= 0) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return inches;
  });
};

export const WindowSchema = z.object({
  room: z.enum(ROOMS, { error: msg("validation.roomRequired") }).default("Other"),
  // The browser's own check of a typed width says the same; its height example differs ("e.g. 48").
  width_in: sizeField(msg("windows.widthInvalid")),
  height_in: sizeField(msg("validation.heightInches")),
  quantity: integerField(1, MAX_IDENTICAL, {
    required: msg("validation.windowQuantityRequired"),
    min: msg("validation.windowQuantityMin"),
    max: msg("validation.windowQuantityMax"),
  }),
  mount: z.enum(MOUNTS, { error: msg("validation.mountRequired") }),
});

export const windowsField = z
  .array(WindowSchema, { error: msg("validation.windowsNotAList") })
  .max(MAX_WINDOW_ROWS, msg("estimate.tooManyRows"))
  .optional()
  .default([]);

/** The repeated fields of a form post, in order: one row per window. */
export const WINDOW_FORM_FIELDS = {
  room: "window_room",
  width_in: "window_width_in",
  height_in: "window_height_in",
  mount: "window_mount",
  quantity: "window_quantity",
} as const;

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const blank = (v: unknown) => v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * A form post's `window_*` fields zipped into `windows` (a JSON body's own `windows` wins).
 * Rows without a width and a height are left out: the script-free form shows three rows
 * whether or not they are used.
 */
export function windowsFromForm(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const fields = input as Record<string, unknown>;
  const names = Object.values(WINDOW_FORM_FIELDS);
  if (!names.some((n) => n in fields)) return input;
  const columns = Object.fromEntries(Object.entries(WINDOW_FORM_FIELDS).map(([k, n]) => [k, list(fields[n])]));
  const rows = Math.max(...Object.values(columns).map((c) => c.length));
  const windows = [];
  for (let i = 0; i < rows; i++) {
    const row = Object.fromEntries(Object.keys(columns).map((k) => [k, columns[k]![i]]));
    if (blank(row.width_in) && blank(row.height_in)) continue;
    windows.push(row);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (!(names as string[]).includes(k)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
  }
  out.windows ??= windows;
  return out;
}

/** The estimate's own field messages, as issues on the schema's `windows` paths: the key, its values as `params`. */
export function refineWithEstimate(input: EstimateInput, ctx: z.RefinementCtx) {
  const result = estimate(input);
  if (result.ok) return result.estimate;
  for (const [field, message] of Object.entries(result.fields)) {
    const path = field.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    ctx.addIssue({ code: "custom", path, message: message.key, params: message.params });
  }
  return null;
}
