/**
 * The contract between the installation service on the server (server/installations/) and its callers: the JSON API
 * (/api/proposals/<token>/install-slots, /install), the customer's page /proposal/<token> and the back office
 * (issue 34 item 2; docs/decisions/0023). Browser-safe.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { SlotsAnswer } from "../booking/service.ts";

/** An order's installation as its customer and staff see it. */
export type InstallationView = {
  id: string;
  status: "confirmed" | "cancelled";
  start: string;
  end: string;
  timeZone: string;
  /** The customer's page, where it is moved or cancelled (in the order's language). */
  manageUrl: string;
  calendarUrl: string;
  bookedBy: string;
};

/**
 * Where the order stands for its installation: `waiting` (the goods have not arrived, or the order is cancelled),
 * `open` (Arrived: a time can be booked), `booked` (a live installation), `done` (Installed or later).
 */
export type InstallationState = {
  offer: "waiting" | "open" | "booked" | "done";
  installation: InstallationView | null;
};

type Refused =
  | { status: "not_found" }
  /** The order is not at the stage the change needs (409). */
  | { status: "not_ready" }
  | { status: "invalid"; fields: { start: string } }
  | { status: "slot_taken" }
  | { status: "unavailable" };

export type InstallBookResult =
  | { status: "booked"; installation: InstallationView }
  /** The order already has a live installation. */
  | { status: "already_booked" }
  | Refused;

export type InstallChangeResult =
  | { status: "moved" | "unchanged" | "cancelled"; installation: InstallationView }
  /** There is no live installation to change. */
  | { status: "not_booked" }
  | Refused;

export type InstallSlotsResult =
  | { status: "ok"; answer: SlotsAnswer }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "not_ready" };

/** An installation on the back office's agenda. */
export type InstallationAgendaItem = {
  /** The installation's own id (staff reassign it by this, issue 37). */
  id: string;
  proposalId: string;
  /** The order's number ("P-1A2B3C"). */
  number: string;
  customer: string;
  phone: string;
  address: string;
  start: string;
  end: string;
  /** The lead the order came from, for its page. */
  lead: { kind: string; id: string };
  /** The customer's e-mail, for the consultant's offline agenda. */
  email: string;
  /** The consultant who installs (issue 37); null when none is assigned. */
  consultant: { id: string; name: string } | null;
};

/** Who acts: the customer through their page, or a staff member (their e-mail, audited). */
export type InstallationActor = "customer" | { staff: string };

export interface InstallationService {
  readonly timeZone: string;
  /** The proposal a customer token names, as the installation knows it; null for an unknown token. */
  proposalIdOf(token: string): Promise<string | null>;
  state(proposalId: string): Promise<InstallationState>;
  /** Installation times of `days` local dates from `from`: the slots API's shape, for an order at Arrived or later. */
  slots(proposalId: string, query: { from?: unknown; days?: unknown }): Promise<InstallSlotsResult>;
  /** `locale`: the language a refused time is explained in. */
  book(proposalId: string, start: unknown, by: InstallationActor, locale: Locale): Promise<InstallBookResult>;
  move(proposalId: string, start: unknown, by: InstallationActor, locale: Locale): Promise<InstallChangeResult>;
  cancel(proposalId: string, by: InstallationActor): Promise<InstallChangeResult>;
  /** Live installations overlapping [fromIso, toIso), earliest first. */
  agenda(fromIso: string, toIso: string): Promise<InstallationAgendaItem[]>;
  /** The live installation's iCalendar file (METHOD:PUBLISH), or null. */
  calendar(proposalId: string): Promise<string | null>;
}

export const installationServiceContext = serviceContext<InstallationService>("installations");
