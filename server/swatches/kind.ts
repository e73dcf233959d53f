import { sql } from "kysely";
import { storedSwatchIds, swatchViews } from "../../app/content/swatch-views.ts";
import { CARRIERS, isCarrier, trackingUrl } from "../../app/content/swatches.ts";
import type { LeadDetail } from "../../app/features/admin/back-office.ts";
import { DEFAULT_LOCALE } from "../../app/i18n/locales.ts";
import { PERSON_COLUMNS, type LeadKindModule, type Row } from "../leads/kind.ts";
import type { NewJob } from "../jobs/queue.ts";
import { publicFields, webhookJob, type WebhookEventType } from "../webhook/events.ts";
import {
  businessSwatchesMail,
  receivedSwatchesMail,
  shippedSwatchesMail,
  SWATCH_MAIL_JOBS,
  type SwatchOrderPayload,
} from "./mail.ts";
import type { SwatchOrderRow } from "./store.ts";

const payloadOf = (job: { payload: string }) => JSON.parse(job.payload) as SwatchOrderPayload;

/** Where an order stands, as staff read it. */
export const FULFILMENT_LABELS: Record<SwatchOrderRow["status"], string> = {
  to_pack: "To pack",
  shipped: "Shipped",
  delivered: "Delivered",
};

/** The swatches of an order or a booking for the back office, in English (staff read English). */
export function staffSwatches(json: unknown): LeadDetail["swatches"] {
  return swatchViews(storedSwatchIds(json), DEFAULT_LOCALE).map((swatch) => ({
    id: swatch.id,
    name: swatch.name,
    style: swatch.styleName,
    color: swatch.color,
    opacity: swatch.opacityLabel,
  }));
}

function shipmentOf(row: Row): LeadDetail["shipment"] {
  const status = String(row.status) as SwatchOrderRow["status"];
  const carrier = typeof row.carrier === "string" ? row.carrier : null;
  const number = typeof row.tracking_number === "string" ? row.tracking_number : null;
  return {
    status,
    label: FULFILMENT_LABELS[status] ?? status,
    carrier: isCarrier(carrier) ? CARRIERS[carrier].name : carrier,
    trackingNumber: number,
    trackingUrl: isCarrier(carrier) && number ? trackingUrl(carrier, number) : null,
    shippedAt: typeof row.shipped_at === "string" ? row.shipped_at : null,
    deliveredAt: typeof row.delivered_at === "string" ? row.delivered_at : null,
  };
}

/** The CRM's view of an order: its fields as stored, without the client's address, its swatches as a list. */
export function orderData(row: Record<string, unknown>): Record<string, unknown> {
  return { kind: "swatches", ...publicFields(row), swatches: storedSwatchIds(row.swatches) };
}

const STEP_EVENTS: Record<"shipped" | "delivered", WebhookEventType> = {
  shipped: "swatches.shipped",
  delivered: "swatches.delivered",
};

/** The CRM's event for a fulfilment step: the order as the step left it. */
export function stepWebhookJob(row: SwatchOrderRow, step: "shipped" | "delivered", nowMs: number): NewJob {
  return webhookJob({ leadKind: "swatches", leadId: row.id }, STEP_EVENTS[step], orderData(row), nowMs);
}

/**
 * A mailed swatch order (issue 36). Taken by the swatch service (server/swatches/service.ts) rather than the shared
 * intake: the household rule refuses an order with its own answer (409 recently_sent), and the /swatches page's
 * action also keeps the bag. Its JSON API is server/swatches/routes.ts.
 */
export const swatchesKind: LeadKindModule<"swatches"> = {
  kind: "swatches",
  table: "swatch_orders",
  intake: null,
  mails: {
    [SWATCH_MAIL_JOBS.business]: (job, { settings }) => businessSwatchesMail(payloadOf(job), settings),
    [SWATCH_MAIL_JOBS.received]: (job, context) => receivedSwatchesMail(payloadOf(job), context),
    [SWATCH_MAIL_JOBS.shipped]: (job, context) => shippedSwatchesMail(payloadOf(job), context),
  },
  inbox: {
    summary: sql<string>`lead.city || ', ' || lead.state || ' ' || lead.zip`,
    search: sql<string>`lead.address_line1 || ' ' || lead.address_line2 || ' ' || lead.city || ' ' || lead.zip || ' ' || coalesce(lead.tracking_number, '') || ' ' || lead.swatches`,
    state: sql<string | null>`lead.status`,
    stateBadge: (state) => FULFILMENT_LABELS[state as SwatchOrderRow["status"]] ?? null,
    fields: [
      ["user_name", "Name"],
      ["user_email", "E-mail"],
      ["user_phone", "Phone"],
      ["address_line1", "Address"],
      ["address_line2", "Address line 2"],
      ["city", "City"],
      ["state", "State"],
      ["zip", "ZIP code"],
    ],
    async detail(_db, row) {
      return { swatches: staffSwatches(row.swatches), shipment: shipmentOf(row) };
    },
  },
  privacy: {
    emailColumn: "user_email",
    async eraseChildren(trx, ids) {
      // The household claims hold the address and the e-mail: they go with their orders (and the rule with them).
      if (ids.length > 0) await trx.deleteFrom("swatch_households").where("order_id", "in", ids).execute();
      return {};
    },
  },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["lead.created", "swatches.shipped", "swatches.delivered"] },
  export: {
    columns: [
      "id",
      "created_at",
      "status",
      ...PERSON_COLUMNS,
      "address_line1",
      "address_line2",
      "city",
      "state",
      "zip",
      "swatches",
      "carrier",
      "tracking_number",
      "shipped_at",
      "delivered_at",
      "locale",
      "delivery",
    ],
    states: ["to_pack", "shipped", "delivered"],
    stateOf: (row) => String(row.status),
  },
};
