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
  /** The consultant who visits (issue 37); null when none is assigned. */
  consultant?: { id: string; name: string } | null;
  /** Whether the customer was home, as staff marked it (issue 37). */
  attendance?: Attendance | null;
};

export type Attendance = "attended" | "no_show";

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
  /** The consultants a visit may be given to (issue 37); empty without consultants. */
  consultants?: { id: string; name: string }[];
  /** No-shows of each ISO week (YYYY-Www) of the agenda's visits, per consultant name ("" for none). */
  noShows?: { week: string; consultant: string; count: number }[];
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
  /** Gives the visit to another consultant (issue 37). */
  reassign(id: string, consultantId: string, staff: string): Promise<AgendaAnswer>;
  /** Gives an installation (by its id) to another consultant (issue 37). */
  reassignInstallation(id: string, consultantId: string, staff: string): Promise<AgendaAnswer>;
  /** Marks whether the customer was home (issue 37). */
  attendance(id: string, outcome: Attendance, staff: string): Promise<AgendaAnswer>;
};
