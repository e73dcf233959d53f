import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "../../i18n/locales.ts";
import { shortDateLabel, dateLabel, localDate, timeLabel } from "./format.ts";
import type { SlotsAnswer } from "./service.ts";

/** One bookable time as the page shows it; labels are made on the server (see ./format.ts). */
export type TimeOption = { start: string; label: string };
export type DayOption = {
  date: string;
  /** "Tue, Dec 1" */
  label: string;
  /** "Tuesday, December 1, 2026" */
  heading: string;
  times: TimeOption[];
};
export type Picker = { timeZone: string; zoneName: string; days: DayOption[] };

/** Days shown in the picker: two weeks, as the slots API answers by default. */
export const PICKER_DAYS = 14;

const noonUtc = (date: string) => `${date}T12:00:00Z`;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Eastern Time" */
export function zoneName(timeZone: string, at = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: "longGeneric" }).formatToParts(
    at,
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The slots answer as a day picker: every calendar day of the window from `today` (in the
 * business's zone), each with its free times, so a full or closed day still shows, as such.
 * Labels in `locale` (English by default).
 */
export function pickerFrom(
  answer: SlotsAnswer,
  today: string,
  options: { skip?: string; locale?: Locale } = {},
): Picker {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const byDay = new Map<string, TimeOption[]>();
  for (const slot of answer.slots) {
    if (slot.start === options.skip) continue;
    const date = localDate(slot.start, answer.timeZone);
    const list = byDay.get(date) ?? [];
    list.push({ start: slot.start, label: timeLabel(slot.start, answer.timeZone, locale) });
    byDay.set(date, list);
  }
  const days: DayOption[] = [];
  for (let i = 0; i < PICKER_DAYS; i++) {
    const date = addDays(today, i);
    days.push({
      date,
      label: shortDateLabel(noonUtc(date), "UTC", locale),
      heading: dateLabel(noonUtc(date), "UTC", locale),
      times: byDay.get(date) ?? [],
    });
  }
  return { timeZone: answer.timeZone, zoneName: zoneName(answer.timeZone, new Date(), locale), days };
}

/** A day of the scripted picker: its labels and how many times it has; its times come when it is shown. */
export type DaySummary = { date: string; label: string; heading: string; count: number };

/**
 * What the form island gets (issue 31): every day with its count, and the times of one day only — the day chosen
 * before (a refused post) or the first with times. Another day's times are fetched when it is picked, so the
 * page's HTML and the island's work stay one day's worth however many times two weeks hold.
 */
export type ScriptedPicker = {
  timeZone: string;
  zoneName: string;
  days: DaySummary[];
  shown: { date: string; times: TimeOption[] } | null;
  /** A booking's own start, left out of the times fetched (its page offers the others). */
  skip?: string;
  /** Where another day's times are fetched; /api/booking/slots when absent (an installation's are its order's). */
  slotsUrl?: string;
};

export function scriptedPicker(picker: Picker, chosen?: string, skip?: string, slotsUrl?: string): ScriptedPicker {
  const chosenDay = picker.days.find((day) => day.times.some((time) => time.start === chosen));
  const open = chosenDay ?? picker.days.find((day) => day.times.length > 0);
  const days = picker.days.map((day) => ({
    date: day.date,
    label: day.label,
    heading: day.heading,
    count: day.times.length,
  }));
  const shown = open ? { date: open.date, times: open.times } : null;
  return {
    timeZone: picker.timeZone,
    zoneName: picker.zoneName,
    days,
    shown,
    ...(skip ? { skip } : {}),
    ...(slotsUrl ? { slotsUrl } : {}),
  };
}
