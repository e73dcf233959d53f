import { z } from "zod";
import { plainFieldErrors } from "../leads/field-errors.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { INBOX_KINDS } from "../leads/kinds.ts";
import { PIPELINE, type InboxFilter } from "./back-office.ts";

const date = z.union([z.literal(""), z.iso.date("Use a date such as 2026-11-30.")]);

/** The inbox's query string (also the CSV export's and the JSON API's): one schema for all three. */
export const InboxFilterSchema = z
  .object({
    q: z.string().trim().max(200, "Search for at most 200 characters.").default(""),
    kind: z.union([z.literal(""), z.enum(INBOX_KINDS, "Choose a kind from the list.")]).default(""),
    status: z.union([z.literal(""), z.enum(PIPELINE, "Choose a status from the list.")]).default(""),
    locale: z.union([z.literal(""), z.enum(LOCALES, "Choose a language from the list.")]).default(""),
    from: date.default(""),
    to: date.default(""),
    page: z.coerce.number("Pages are numbered 1, 2, 3…").int().min(1).max(100_000).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  });

export type FilterResult = { ok: true; filter: InboxFilter } | { ok: false; fields: Record<string, string> };

export function parseInboxFilter(params: URLSearchParams): FilterResult {
  const raw: Record<string, string> = {};
  for (const key of ["q", "kind", "status", "locale", "from", "to", "page"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = InboxFilterSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return { ok: false, fields: plainFieldErrors(parsed.error) };
}

/** The query string of a filter (for links to other pages of it and to its export). */
export function filterQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== "" && value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
