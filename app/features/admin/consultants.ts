/** The back office's consultants (issue 37): who visits homes, when, and their calendars. */
import { serviceContext } from "../../lib/app-context.ts";

export const consultantsContext = serviceContext<Consultants>("consultants");

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** One weekday of a consultant's week as the form shows it: "" for a day off. */
export type WeekdayHours = { day: number; from: string; to: string };

export type ConsultantView = {
  userId: string;
  email: string;
  name: string;
  /** "Mo-Fr 09:00-17:00" */
  hours: string;
  week: WeekdayHours[];
  dailyLimit: number | null;
  active: boolean;
  calendarUrl: string | null;
  calendarCheckedAt: string | null;
  calendarError: string | null;
  /** The private subscription address of their visits (absolute). */
  feedUrl: string;
  /** Days off from today on (YYYY-MM-DD). */
  daysOff: string[];
};

/** What a save asks: `hours` as written ("Mo-Fr 09:00-17:00"), or one span per weekday from the form. */
export type ConsultantInput = {
  email: string;
  name?: string;
  hours: string | WeekdayHours[];
  dailyLimit: number | null;
  calendarUrl: string | null;
  active: boolean;
};

export type ConsultantsAnswer =
  { ok: true; message: string; consultant: ConsultantView } | { ok: false; message: string; field?: string };

export type Consultants = {
  list(): Promise<{ consultants: ConsultantView[]; staff: { id: string; email: string }[] }>;
  save(input: ConsultantInput, by: string, clientIp?: string): Promise<ConsultantsAnswer>;
  dayOff(userId: string, date: string, off: boolean, by: string, clientIp?: string): Promise<ConsultantsAnswer>;
  rotateFeed(userId: string, by: string, clientIp?: string): Promise<ConsultantsAnswer>;
};
