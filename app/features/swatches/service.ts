/**
 * The contract between the swatch service on the server (server/swatches/) and its callers: the JSON API
 * (`/api/swatches`, `/api/swatches/catalogue`), the /swatches page's loader and action, the booking pages (a bag
 * brought to the consultation) and the back office's fulfilment of an order.
 */
import type { Carrier, SwatchId } from "../../content/swatches.ts";
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";

export type SwatchOrderResult =
  | { status: "created"; id: string }
  /** Honeypot filled: looks accepted to the bot, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fields: Record<string, string> }
  /** The household (its address or its e-mail) had a mailed order within the last 30 days. */
  | { status: "recently_sent" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

/** What a staff member's fulfilment step came to. */
export type FulfilResult =
  | { ok: true }
  | { ok: false; status: 400; message: string; fields: Record<string, string> }
  | { ok: false; status: 404 | 409; message: string };

export type Shipment = { carrier: Carrier | string; tracking: string };

export interface SwatchService {
  /** A mailed order: checked, held against the household rule and stored with its e-mails in one transaction. */
  order(input: unknown, client: ClientInfo): Promise<SwatchOrderResult>;
  /**
   * The bag a request's cookies hold: catalogue ids, each once, at most ten, in the order they were added. A cookie
   * whose signature does not match is an empty bag.
   */
  bagOf(cookieHeader: string | null): SwatchId[];
  /** The Set-Cookie header that keeps `ids` as the bag, or clears it when there are none. */
  bagCookie(ids: readonly SwatchId[]): string;
  /** To pack → shipped: the tracking number is stored and the customer e-mailed it. */
  ship(id: string, shipment: Shipment, staff: string, client: ClientInfo): Promise<FulfilResult>;
  /** Shipped → delivered. */
  deliver(id: string, staff: string, client: ClientInfo): Promise<FulfilResult>;
}

/** The swatch service the server provides to the /swatches page, /book and the back office (server/swatches/). */
export const swatchServiceContext = serviceContext<SwatchService>("swatches");
