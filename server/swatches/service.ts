import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isCarrier } from "../../app/content/swatches.ts";
import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import { SwatchOrderSchema } from "../../app/features/swatches/schema.ts";
import type { FulfilResult, SwatchOrderResult, SwatchService } from "../../app/features/swatches/service.ts";
import { audit } from "../auth/audit.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { NewJob } from "../jobs/queue.ts";
import type { PushNotice } from "../push/notices.ts";
import type { SubmissionGuard } from "../leads/guard.ts";
import { normalizeEmail } from "../leads/store.ts";
import { logger } from "../logger.ts";
import { webhookJob } from "../webhook/events.ts";
import type { Signer } from "../secrets.ts";
import { bagCookies } from "./bag.ts";
import { householdKeys } from "./household.ts";
import { orderData, stepWebhookJob } from "./kind.ts";
import { SWATCH_MAIL_JOBS, type SwatchOrderPayload } from "./mail.ts";
import { advanceOrder, insertOrder, type Step, type SwatchOrderRow } from "./store.ts";

export type SwatchServiceOptions = {
  db: Db;
  signer: Signer;
  guard: SubmissionGuard;
  /** The bag's cookie is `Secure` when the site is served over HTTPS. */
  secureCookies: boolean;
  onQueued?: () => void;
  /** Tell the business's CRM of every order and fulfilment step too (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
  now?: () => number;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A tracking number as carriers print them: letters, digits, spaces and dashes. */
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{5,39}$/;
const LEAD_KIND = "swatches";

/** What the e-mails of an order carry: the order as stored, without the client's address. */
function payloadOf(row: SwatchOrderRow): SwatchOrderPayload {
  const { client_ip: _ip, user_agent: _agent, ...order } = row;
  return order;
}

/** Why a step does not apply to the order as it now stands (another staff member moved it, or it is out of turn). */
function staleMessage(row: SwatchOrderRow, step: Step): string {
  if (row.status === step.to) return `This order is already marked ${step.to}.`;
  if (step.to === "delivered") return "Mark the order shipped first.";
  return "This order has already shipped.";
}

/**
 * Free swatches: the bag (a signed cookie), mailed orders held to the household rule, and their fulfilment by staff.
 * Each change is stored with the e-mails and CRM events it sends, in one transaction. Never throws for an order: a
 * storage failure is `unavailable`.
 */
export function createSwatchService(options: SwatchServiceOptions): SwatchService {
  const { db } = options;
  const now = options.now ?? Date.now;
  const bag = bagCookies(options.signer, { secure: options.secureCookies });

  async function order(input: unknown, client: ClientInfo): Promise<SwatchOrderResult> {
    const checked = await options.guard("swatches", input, client);
    if (checked.status !== "pass") return checked;
    const parsed = SwatchOrderSchema.safeParse(checked.input);
    if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(checked.input)) };
    const { website: _honeypot, swatches, ...fields } = parsed.data;
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    const row: SwatchOrderRow = {
      id: randomUUID(),
      created_at: at,
      updated_at: at,
      status: "to_pack",
      swatches: JSON.stringify(swatches),
      ...fields,
      user_email: normalizeEmail(fields.user_email),
      carrier: null,
      tracking_number: null,
      shipped_at: null,
      shipped_by: null,
      delivered_at: null,
      delivered_by: null,
      client_ip: checked.who.ip,
      user_agent: checked.who.userAgent,
    };
    const subject = { leadKind: LEAD_KIND, leadId: row.id };
    const payload = payloadOf(row);
    const jobs: NewJob[] = [
      { job: SWATCH_MAIL_JOBS.business, ...subject, payload },
      { job: SWATCH_MAIL_JOBS.received, ...subject, payload },
    ];
    if (options.crm) jobs.push(webhookJob(subject, "lead.created", orderData(row), nowMs));
    // Staff devices hear of it as of any new lead: "New swatch order" and the first name.
    const push: PushNotice = { event: "lead.created", leadKind: LEAD_KIND, leadId: row.id, name: row.user_name };
    const outcome = await insertOrder(db.kysely, row, householdKeys(row), { jobs, push }, nowMs);
    if (outcome === "recently_sent") {
      logger.info("swatch order refused: household served recently", { ip: row.client_ip });
      return { status: "recently_sent" };
    }
    logger.info("swatch order stored", { id: row.id, swatches: swatches.length });
    options.onQueued?.();
    return { status: "created", id: row.id };
  }

  /** The jobs of a fulfilment step: the customer's e-mail when it ships, and the CRM's event. */
  const stepJobs = (step: Step["to"]) => (row: SwatchOrderRow) => {
    const jobs: NewJob[] = [];
    if (step === "shipped") {
      jobs.push({ job: SWATCH_MAIL_JOBS.shipped, leadKind: LEAD_KIND, leadId: row.id, payload: payloadOf(row) });
    }
    if (options.crm) jobs.push(stepWebhookJob(row, step, now()));
    return jobs;
  };

  async function advance(id: string, step: Step, staff: string, client: ClientInfo): Promise<FulfilResult> {
    if (!ID.test(id)) return { ok: false, status: 404, message: "There is no such swatch order." };
    const detail = step.to === "shipped" ? { carrier: step.carrier, tracking: step.tracking } : {};
    const record = (trx: Transaction<Database>, row: SwatchOrderRow) =>
      audit(
        trx,
        {
          actor: staff,
          action: `swatches_${step.to}`,
          subject: { kind: LEAD_KIND, id: row.id },
          detail,
          clientIp: client.ip,
        },
        now(),
      );
    const outcome = await advanceOrder(db.kysely, id, step, staff, stepJobs(step.to), record, now());
    if (outcome.status === "missing") return { ok: false, status: 404, message: "There is no such swatch order." };
    if (outcome.status === "stale") return { ok: false, status: 409, message: staleMessage(outcome.row, step) };
    logger.info(`swatch order ${step.to}`, { id });
    options.onQueued?.();
    return { ok: true };
  }

  return {
    async order(input, client) {
      try {
        return await order(input, client);
      } catch (error) {
        logger.error("swatch order could not be stored", { error: String(error) });
        return { status: "unavailable" };
      }
    },

    bagOf: (cookieHeader) => bag.read(cookieHeader),
    bagCookie: (ids) => bag.cookie(ids),

    async ship(id, shipment, staff, client) {
      const fields: Record<string, string> = {};
      const tracking = shipment.tracking.trim().toUpperCase();
      if (!isCarrier(shipment.carrier)) fields.carrier = "Choose the carrier from the list.";
      if (!TRACKING.test(tracking)) {
        fields.tracking = "Enter the tracking number: 6 to 40 letters, digits, spaces or dashes.";
      }
      if (Object.keys(fields).length > 0) {
        return { ok: false, status: 400, message: "Please check the highlighted fields.", fields };
      }
      return advance(id, { to: "shipped", carrier: shipment.carrier, tracking }, staff, client);
    },

    deliver(id, staff, client) {
      return advance(id, { to: "delivered" }, staff, client);
    },
  };
}
