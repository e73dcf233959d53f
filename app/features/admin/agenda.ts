/** The back office's agenda (issue 14): the next 14 days' consultations and the closed days. */
import { serviceContext } from "../../lib/app-context.ts";
import type { StaffSwatch } from "./back-office.ts";

/** The agenda the server provides to the /admin/agenda page (server/admin/agenda.ts). */
export const agendaContext = serviceContext<Agenda>("agenda");
export const AGENDA_DAYS = 14;

export type AgendaVisit = {
  id: string;
  status: "confirmed" | "cancelled";
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  location: { lat: number; lng: number } | null;
  rooms: number | null;
  message: string;
  outsideServiceArea: boolean;
  cancelledBy: string | null;
  /** The swatches the customer asked to have brought (issue 36), as the back office lists them. */
  swatches: StaffSwatch[];
};

/** One local day of the business, with its visits in time order. */
export type AgendaDay = { date: string; visits: AgendaVisit[] };

export type ClosedDay = { date: string; source: "env" | "staff"; createdBy: string | null };

export type AgendaView = {
  timeZone: string;
  /** Today in the business's zone (YYYY-MM-DD). */
  today: string;
  /** Only the days that have visits. */
  days: AgendaDay[];
  /** Offered starts a visit may move to (ISO), within the same 14 days. */
  freeStarts: string[];
  closedDays: ClosedDay[];
};

export type AgendaAnswer =
  /** `stillBooked`: consultations left on a day just closed. */
  { ok: true; message: string; stillBooked?: number } | { ok: false; message: string; field?: string };

export type Agenda = {
  view(): Promise<AgendaView>;
  /** The visit, for the confirmation step of a cancellation. */
  visit(id: string): Promise<AgendaVisit | null>;
  cancel(id: string, staff: string): Promise<AgendaAnswer>;
  move(id: string, start: string, staff: string): Promise<AgendaAnswer>;
  closeDay(date: string, staff: string, clientIp: string): Promise<AgendaAnswer>;
  openDay(date: string, staff: string, clientIp: string): Promise<AgendaAnswer>;
};
