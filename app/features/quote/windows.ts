import { z } from "zod";
import { estimate, MAX_IDENTICAL, MAX_WINDOW_ROWS, MOUNTS, ROOMS, type EstimateInput } from "./estimate.ts";
import { parseInches } from "./inches.ts";
import { integerField } from "../leads/fields.ts";

/**
 * The quote's "Your windows" list (issue 13): one schema for a window, used by the quote
 * form and by POST /api/estimate. Sizes arrive as JSON numbers or as typed text ("36 3/8");
 * their limits depend on the product, so the estimate checks them (../quote/estimate.ts).
 */

const sizeField = (what: "width" | "height") => {
  const message = `Please enter the ${what} in inches, e.g. 36 3/8`;
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
  room: z.enum(ROOMS, { error: "Please choose a room" }).default("Other"),
  width_in: sizeField("width"),
  height_in: sizeField("height"),
  quantity: integerField(1, MAX_IDENTICAL, {
    required: "Please say how many windows of this size",
    min: "How many: at least 1",
    max: `How many: at most ${MAX_IDENTICAL}; add another window for more`,
  }),
  mount: z.enum(MOUNTS, { error: "Please choose inside or outside mount" }),
});

export const windowsField = z
  .array(WindowSchema, { error: "Windows must be a list" })
  .max(MAX_WINDOW_ROWS, `Please list at most ${MAX_WINDOW_ROWS} windows`)
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

/** The estimate's own field messages, as issues on the schema's `windows` paths. */
export function refineWithEstimate(input: EstimateInput, ctx: z.RefinementCtx) {
  const result = estimate(input);
  if (result.ok) return result.estimate;
  for (const [key, message] of Object.entries(result.fields)) {
    ctx.addIssue({ code: "custom", path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  }
  return null;
}
