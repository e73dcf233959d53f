import type { Kysely } from "kysely";
import { pricing } from "../../app/content/pricing.ts";
import type { ProposalContent, ProposalLine } from "../../app/features/proposals/content.ts";
import type { Rates } from "../../app/features/proposals/money.ts";
import type { InboxKind } from "../../app/features/leads/kinds.ts";
import { installationCents, MOUNTS, unitPriceCents, type Mount } from "../../app/features/quote/estimate.ts";
import { isProductType, OTHER_MODEL } from "../../app/features/quote/options.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { quoteUi } from "../../app/i18n/parts/quote.ts";
import type { Database } from "../db/schema.ts";
import { leadKindModules } from "../leads/registry.ts";
import { addressLines, type PostalAddress } from "../swatches/mail.ts";

/**
 * A new proposal's first draft, from what the lead already holds (issue 33): the person, and for a quote request
 * each listed window as a line priced from the price table (app/content/pricing.ts, through the estimate's own
 * functions), plus installation when it was asked for. Staff edit every figure afterwards.
 */
type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

type StoredWindow = { room?: unknown; width_in?: unknown; height_in?: unknown; mount?: unknown; quantity?: unknown };

function storedWindows(json: unknown): StoredWindow[] {
  try {
    const parsed: unknown = JSON.parse(text(json) || "[]");
    return Array.isArray(parsed) ? (parsed as StoredWindow[]) : [];
  } catch {
    return [];
  }
}

const isMount = (v: unknown): v is Mount => typeof v === "string" && (MOUNTS as readonly string[]).includes(v);
const positive = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

/** A quote request's windows as priced lines, in the customer's language for the rooms' names. */
function quoteLines(row: Row, locale: Locale): { lines: ProposalLine[]; installation: number } {
  const type = row.product_type;
  if (!isProductType(type)) return { lines: [], installation: 0 };
  const model = text(row.product_model);
  const choice = { product_type: type, product_model: model, preferred_material: text(row.preferred_material) };
  const shownModel = model === OTHER_MODEL ? text(row.custom_product_model) || model : model;
  const options = [text(row.preferred_material), text(row.preferred_color)].filter(Boolean).join(", ");
  const rooms: Record<string, string> = quoteUi[locale].windows.rooms;
  const windows = storedWindows(row.windows);
  const lines: ProposalLine[] = windows.map((w) => {
    const width = positive(w.width_in);
    const height = positive(w.height_in);
    const mount = isMount(w.mount) ? w.mount : "inside";
    const size = width !== null && height !== null ? { width_in: width, height_in: height } : pricing.standardWindow;
    const quantity = typeof w.quantity === "number" && Number.isInteger(w.quantity) && w.quantity > 0 ? w.quantity : 1;
    return {
      label: rooms[text(w.room)] ?? text(w.room),
      product_type: type,
      model: shownModel,
      width_in: width,
      height_in: height,
      mount,
      options,
      quantity,
      unit_cents: unitPriceCents(choice, { ...size, mount }),
    };
  });
  // A request without listed windows: one line for the quantity asked, priced as the standard window.
  if (lines.length === 0) {
    const quantity = typeof row.quantity === "number" && row.quantity > 0 ? row.quantity : 1;
    lines.push({
      label: quoteUi[locale].quote.productTypes[type],
      product_type: type,
      model: shownModel,
      width_in: null,
      height_in: null,
      mount: "",
      options: [options, text(row.window_dimensions)].filter(Boolean).join(", "),
      quantity,
      unit_cents: unitPriceCents(choice, { ...pricing.standardWindow, mount: "inside" }),
    });
  }
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const installation = text(row.installation_required) === "yes" ? installationCents(type) * count : 0;
  return { lines, installation };
}

/** A swatch order's postal address (issue 36) on one line, "" for a lead kept without one. */
function postalAddress(row: Row): string {
  if (!text(row.address_line1)) return "";
  const address: PostalAddress = {
    address_line1: text(row.address_line1),
    address_line2: text(row.address_line2),
    city: text(row.city),
    state: text(row.state),
    zip: text(row.zip),
  };
  return addressLines(address).join(", ");
}

/** The address a lead gives, whichever column its kind keeps it in. */
const addressOf = (row: Row) => text(row.location_address) || text(row.address) || postalAddress(row);

export type Prefilled = { content: ProposalContent; locale: Locale };

/** The first draft for the lead, or null when there is no such lead. */
export async function prefillFromLead(
  db: Kysely<Database>,
  lead: { kind: InboxKind; id: string },
  rates: Rates,
): Promise<Prefilled | null> {
  const table = leadKindModules[lead.kind].table;
  // The table varies with the kind; every lead table has a text `id` (as the lead page reads it).
  const row = (await db.selectFrom(table).selectAll().where("id", "=", lead.id).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const { lines, installation } = lead.kind === "quote" ? quoteLines(row, locale) : { lines: [], installation: 0 };
  return {
    locale,
    content: {
      customer: {
        name: text(row.user_name),
        email: text(row.user_email).trim().toLowerCase(),
        phone: text(row.user_phone),
        address: addressOf(row),
      },
      lines,
      installation_cents: installation,
      discount_cents: 0,
      notes: "",
      rates,
    },
  };
}
