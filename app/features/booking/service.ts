/**
 * The contract between the booking service on the server (server/booking/) and its callers:
 * the JSON API (`/api/booking/*`, `/api/bookings/*`) and the /book pages' loaders and actions.
 */
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { serverUi } from "../../i18n/parts/server.ts";
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { ServiceArea } from "./service-area.ts";

export type Slot = { start: string; end: string; remaining: number };

/** GET /api/booking/slots, exactly. */
export type SlotsAnswer = { timeZone: string; slotMinutes: number; slots: Slot[] };

/** A booking as its owner may see it (through the manage link). */
export type BookingView = {
  id: string;
  status: "confirmed" | "cancelled";
  start: string;
  end: string;
  timeZone: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  address: string;
  rooms: number | null;
  message: string;
  /** The picked location lies outside the service area: the business confirms by phone. */
  outsideServiceArea: boolean;
  manageUrl: string;
  calendarUrl: string;
  /** The first name of the consultant who visits (issue 37); null without consultants. */
  consultant?: string | null;
};

type Refused =
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "slot_taken" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export type BookResult =
  | { status: "created"; booking: BookingView }
  /** The same person booked the same start before: their first booking, no second seat. */
  | { status: "existing"; booking: BookingView }
  /** Honeypot filled: looks accepted to the bot, nothing stored. */
  | { status: "ignored" }
  | Refused;

export type ChangeResult =
  | { status: "changed"; booking: BookingView }
  | { status: "unchanged"; booking: BookingView }
  | { status: "not_found" }
  /** A cancelled booking cannot be moved. */
  | { status: "cancelled"; booking: BookingView }
  /** The same person already holds a booking at the new time. */
  | { status: "conflict" }
  | Refused;

export type SlotsResult = { status: "ok"; answer: SlotsAnswer } | { status: "invalid"; fields: Record<string, string> };

export interface BookingService {
  /** The business's zone and service area, for the pages. */
  readonly settings: { timeZone: string; serviceArea: ServiceArea };
  /** Bookable slots of `days` local dates from `from` (today in the business's zone by default). */
  slots(query: { from?: unknown; days?: unknown }): Promise<SlotsResult>;
  book(input: unknown, client: ClientInfo): Promise<BookResult>;
  /** The booking a manage token names, or null for an unknown or altered token. */
  find(token: string): Promise<BookingView | null>;
  cancel(token: string, client: ClientInfo): Promise<ChangeResult>;
  reschedule(token: string, input: unknown, client: ClientInfo): Promise<ChangeResult>;
  /** The back office cancels for the customer (same e-mails; `staff` is recorded and audited). */
  staffCancel(id: string, staff: string): Promise<ChangeResult>;
  /** The back office moves it for the customer to an offered `start` (same rules and e-mails). */
  staffMove(id: string, start: string, staff: string): Promise<ChangeResult>;
  /** The booking's iCalendar file (METHOD:PUBLISH), or null for an unknown token. */
  calendar(token: string): Promise<string | null>;
}

/** The booking service the server provides to the /book pages (server/booking/). */
export const bookingServiceContext = serviceContext<BookingService>("booking");

/** In English, for the JSON API and the back office; the /book pages answer in their own language. */
export const SLOT_TAKEN_MESSAGE = serverUi[DEFAULT_LOCALE].bookingAnswers.slotTaken;
export const DAYS = { default: 14, max: 62 } as const;
