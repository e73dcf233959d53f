import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { keepLines, localeField, multiline, oneLine, smsConsentField } from "../leads/fields.ts";
import { EMAIL_PATTERN, LIMITS } from "../leads/limits.ts";
import { MOUNTS } from "../quote/estimate.ts";
import { formatInches, parseInches } from "../quote/inches.ts";
import { PRODUCT_TYPES } from "../quote/options.ts";
import { DEPOSIT_METHODS, MAX_LINES, type ProposalContent, type ProposalLine } from "./content.ts";
import { centsToField, lineCents, parseDollars } from "./money.ts";

/**
 * The proposal's forms (issue 33): the customer's accept and decline, the staff editor and the deposit recorded by
 * hand. The customer's forms name catalogue keys (`msg()`, the `validation` part), written in the customer's language
 * when the server answers; the back office's forms write English (staff read English; docs/architecture.md,
 * "Validation messages"), all in `PROPOSAL_MESSAGES`.
 */
export const PROPOSAL_MESSAGES = {
  label: "Name the line (a room or what it is)",
  labelLong: "Keep the line's name to 120 characters",
  productType: "Choose a product type from the list",
  modelLong: "Keep the style to 120 characters",
  size: "Type a size in inches, eighths allowed (36 3/8)",
  sizePair: "Give both width and height, or neither",
  mount: "Choose inside or outside mount",
  optionsLong: "Keep the options to 300 characters",
  quantity: "The quantity is a whole number from 1 to 999",
  money: "Type an amount in dollars, e.g. 125.50",
  moneyLarge: "Amounts are at most $1,000,000",
  discountTooLarge: "The discount cannot exceed the goods",
  noLines: "Add at least one line",
  tooManyLines: `A proposal has at most ${MAX_LINES} lines`,
  customerName: "Type the customer's name",
  customerNameLong: "Keep the name to 120 characters",
  email: "Type a valid e-mail address",
  phoneLong: "Keep the phone number to 40 characters",
  addressLong: "Keep the address to 300 characters",
  notesLong: "Keep the notes to 2000 characters",
  depositAmount: "Type the amount received, more than $0",
  depositMethod: "Choose how it was paid",
  noteLong: "Keep the note to 500 characters",
} as const;

const M = PROPOSAL_MESSAGES;
const MAX_CENTS = 100_000_000;

const SIGNER_NAME_MAX = 120;
const REASON_MAX = 1000;

/** `agree`: a ticked checkbox posts "on"; JSON says true. */
const agreed = z.union([z.literal(true), z.literal("true"), z.literal("on")], {
  error: msg("validation.agreeRequired"),
});

const VERSION_MISSING = msg("validation.proposalVersionMissing");

/** The digits of a form's version field as a number; anything else is NaN, refused by the pipe below. */
function versionNumber(value: number | string): number {
  if (typeof value === "number") return value;
  const digits = value.trim();
  return /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The version shown on the page: a JSON integer or a form's digits. */
const versionField = z
  .union([z.number(), z.string()], { error: VERSION_MISSING })
  .transform(versionNumber)
  .pipe(z.number({ error: VERSION_MISSING }).int(VERSION_MISSING).min(1, VERSION_MISSING));

export const AcceptSchema = z.object({
  // The typed signature as one line with single spaces: "  Grace   Hopper " is "Grace Hopper".
  signer_name: z
    .string({ error: msg("validation.signerNameRequired") })
    .transform((v) => oneLine(v).replace(/\s+/g, " "))
    .pipe(
      z.string().min(1, msg("validation.signerNameRequired")).max(SIGNER_NAME_MAX, msg("validation.signerNameTooLong")),
    ),
  agree: agreed,
  version: versionField,
  /** The unticked "Text me…" box (issue 35), for the number the proposal names. */
  sms_consent: smsConsentField,
  // The page's language, for the messages of a refusal; one the site does not offer is refused (in English).
  locale: localeField,
});
export type AcceptInput = z.infer<typeof AcceptSchema>;

export const DeclineSchema = z.object({
  reason: multiline(REASON_MAX, msg("validation.declineReasonTooLong")).optional().default(""),
  locale: localeField,
});

/** Staff's optional one-line text (the back office's schemas write English, so not `optionalText`'s keys). */
const staffOptionalLine = (max: number, tooLong: string) =>
  z.string().optional().default("").transform(oneLine).pipe(z.string().max(max, tooLong));

/** Whole cents from a dollars field; `optional` fields may be empty (0). */
const dollars = (optional: boolean) =>
  z.string().transform((typed, ctx) => {
    if (optional && typed.trim() === "") return 0;
    const cents = parseDollars(typed);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: M.money });
      return z.NEVER;
    }
    if (cents > MAX_CENTS) {
      ctx.addIssue({ code: "custom", message: M.moneyLarge });
      return z.NEVER;
    }
    return cents;
  });

/** Inches as the trade types them, or null when left empty. */
const inches = z.string().transform((typed, ctx) => {
  if (typed.trim() === "") return null;
  const value = parseInches(typed);
  if (value === null || value <= 0 || value > 999) {
    ctx.addIssue({ code: "custom", message: M.size });
    return z.NEVER;
  }
  return value;
});

/** One line of the editor, as its fields post it (strings). */
export type LineValues = {
  label: string;
  product_type: string;
  model: string;
  width: string;
  height: string;
  mount: string;
  options: string;
  quantity: string;
  unit_price: string;
};

export const LINE_FIELDS = [
  "label",
  "product_type",
  "model",
  "width",
  "height",
  "mount",
  "options",
  "quantity",
  "unit_price",
] as const satisfies readonly (keyof LineValues)[];

/** The editor's fields, as strings: what it shows and what it posts (a refused save shows them back). */
export type EditorValues = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  installation: string;
  discount: string;
  notes: string;
  lines: LineValues[];
};

const LineSchema = z
  .object({
    label: z.string().transform(oneLine).pipe(z.string().min(1, M.label).max(120, M.labelLong)),
    product_type: z.union([z.enum(PRODUCT_TYPES), z.literal("")], { error: M.productType }),
    model: z.string().transform(oneLine).pipe(z.string().max(120, M.modelLong)),
    width: inches,
    height: inches,
    mount: z.union([z.enum(MOUNTS), z.literal("")], { error: M.mount }),
    options: z.string().transform(oneLine).pipe(z.string().max(300, M.optionsLong)),
    quantity: z
      .string()
      .transform((v) => (/^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN))
      .pipe(z.number().int(M.quantity).min(1, M.quantity).max(999, M.quantity)),
    unit_price: dollars(false),
  })
  .superRefine((line, ctx) => {
    if ((line.width === null) !== (line.height === null)) {
      ctx.addIssue({ code: "custom", path: [line.width === null ? "width" : "height"], message: M.sizePair });
    }
  })
  .transform((line): ProposalLine => ({
    label: line.label,
    product_type: line.product_type,
    model: line.model,
    width_in: line.width,
    height_in: line.height,
    mount: line.mount,
    options: line.options,
    quantity: line.quantity,
    unit_cents: line.unit_price,
  }));

/** The editor's form: what a version holds, apart from the rates (the server's settings add them). */
export const EditorSchema = z
  .object({
    customer_name: z.string().transform(oneLine).pipe(z.string().min(1, M.customerName).max(120, M.customerNameLong)),
    customer_email: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().max(LIMITS.email, M.email).regex(EMAIL_PATTERN, M.email)),
    customer_phone: staffOptionalLine(40, M.phoneLong),
    customer_address: staffOptionalLine(300, M.addressLong),
    installation: dollars(true),
    discount: dollars(true),
    notes: z.string({ error: M.notesLong }).transform(keepLines).pipe(z.string().max(2000, M.notesLong)),
    lines: z.array(LineSchema).min(1, M.noLines).max(MAX_LINES, M.tooManyLines),
  })
  .superRefine((form, ctx) => {
    const goods = form.lines.reduce((sum, line) => sum + lineCents(line), 0);
    if (form.discount > goods) ctx.addIssue({ code: "custom", path: ["discount"], message: M.discountTooLarge });
  })
  .transform((form): Omit<ProposalContent, "rates"> => ({
    customer: {
      name: form.customer_name,
      email: form.customer_email.toLowerCase(),
      phone: form.customer_phone,
      address: form.customer_address,
    },
    lines: form.lines,
    installation_cents: form.installation,
    discount_cents: form.discount,
    notes: form.notes,
  }));

export const ManualDepositSchema = z.object({
  amount: dollars(false).pipe(z.number().min(1, M.depositAmount)),
  method: z.enum(DEPOSIT_METHODS, { error: M.depositMethod }),
  note: staffOptionalLine(500, M.noteLong),
});
export type ManualDepositInput = z.infer<typeof ManualDepositSchema>;

/** A stored version as the editor's fields show it. */
export function editorValuesOf(content: Omit<ProposalContent, "rates">): EditorValues {
  return {
    customer_name: content.customer.name,
    customer_email: content.customer.email,
    customer_phone: content.customer.phone,
    customer_address: content.customer.address,
    installation: centsToField(content.installation_cents),
    discount: centsToField(content.discount_cents),
    notes: content.notes,
    lines: content.lines.map((line) => ({
      label: line.label,
      product_type: line.product_type,
      model: line.model,
      width: line.width_in === null ? "" : formatInches(line.width_in),
      height: line.height_in === null ? "" : formatInches(line.height_in),
      mount: line.mount,
      options: line.options,
      quantity: String(line.quantity),
      unit_price: centsToField(line.unit_cents),
    })),
  };
}

/** A blank line for "Add a line". */
export const EMPTY_LINE: LineValues = {
  label: "",
  product_type: "",
  model: "",
  width: "",
  height: "",
  mount: "",
  options: "",
  quantity: "1",
  unit_price: "",
};

/**
 * The editor's posted fields (`customer_name`, …, `line.0.label`, `line.0.quantity`, …) as its values; lines in the
 * order of their numbers. Anything else posted is ignored.
 */
export function editorValuesFromForm(form: Record<string, string>): EditorValues {
  const indexes = new Set<number>();
  for (const key of Object.keys(form)) {
    const match = /^line\.(\d{1,2})\./.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  const lines = [...indexes]
    .sort((a, b) => a - b)
    .slice(0, MAX_LINES + 1)
    .map((i) => {
      const line = { ...EMPTY_LINE, quantity: "" };
      for (const field of LINE_FIELDS) line[field] = form[`line.${i}.${field}`] ?? "";
      return line;
    });
  const field = (name: string) => form[name] ?? "";
  return {
    customer_name: field("customer_name"),
    customer_email: field("customer_email"),
    customer_phone: field("customer_phone"),
    customer_address: field("customer_address"),
    installation: field("installation"),
    discount: field("discount"),
    notes: field("notes"),
    lines,
  };
}
