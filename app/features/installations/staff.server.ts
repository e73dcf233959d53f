import { data, redirect, type RouterContextProvider } from "react-router";
import { dateLabel, timeLabel, whenLabel } from "~/features/booking/format";
import { ADMIN_HEADERS } from "~/features/auth/guard.server";
import type { FreeTimes } from "~/features/admin/free-time-select";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { installationServiceContext, type InstallationAgendaItem, type InstallationState } from "./service";

/**
 * The back office's side of installations (issue 34 item 2): staff book or move an order's installation for the
 * customer (the same rules, seats and e-mails as the customer's page; staff's words are English, as the rest of the
 * back office's), and the agenda lists installations apart from consultations.
 */
type Context = Readonly<RouterContextProvider>;

export type StaffInstallation = { state: InstallationState; when: string | null; free: FreeTimes };

export const STAFF_INSTALLATION_INTENTS = ["installation_book", "installation_move", "installation_cancel"] as const;
type StaffIntent = (typeof STAFF_INSTALLATION_INTENTS)[number];

export const isStaffInstallationIntent = (value: unknown): value is StaffIntent =>
  typeof value === "string" && (STAFF_INSTALLATION_INTENTS as readonly string[]).includes(value);

const AGENDA_DAYS = 14;

/** Each order's installation where one can be booked or is booked, by proposal id. */
export async function staffInstallations(
  context: Context,
  proposalIds: string[],
): Promise<Record<string, StaffInstallation>> {
  const service = context.get(installationServiceContext);
  const out: Record<string, StaffInstallation> = {};
  if (!service) return out;
  const tz = service.timeZone;
  for (const id of proposalIds) {
    const state = await service.state(id);
    if (state.offer !== "open" && state.offer !== "booked") continue;
    const answer = await service.slots(id, { days: String(AGENDA_DAYS) });
    const free: FreeTimes = [];
    if (answer.status === "ok") {
      for (const slot of answer.answer.slots) {
        if (slot.start === state.installation?.start) continue;
        const day = dateLabel(slot.start, tz);
        const label = `${timeLabel(slot.start, tz)} – ${timeLabel(slot.end, tz)}`;
        const last = free.at(-1);
        if (last?.day === day) last.times.push({ start: slot.start, label });
        else free.push({ day, times: [{ start: slot.start, label }] });
      }
    }
    out[id] = { state, when: state.installation ? whenLabel(state.installation.start, tz) : null, free };
  }
  return out;
}

/** The installations of the next two weeks for the agenda; empty where this server books none. */
export async function installationAgenda(context: Context) {
  const service = context.get(installationServiceContext);
  if (!service) return [];
  const now = Date.now();
  const items: InstallationAgendaItem[] = await service.agenda(
    new Date(now).toISOString(),
    new Date(now + AGENDA_DAYS * 86_400_000).toISOString(),
  );
  const tz = service.timeZone;
  return items.map((item) => ({
    ...item,
    day: dateLabel(item.start, tz),
    time: `${timeLabel(item.start, tz)} – ${timeLabel(item.end, tz)}`,
  }));
}

const DONE = { installation_book: "booked", installation_move: "moved", installation_cancel: "cancelled" } as const;
const NEWS: Record<(typeof DONE)[StaffIntent], string> = {
  booked: "The installation is booked; the customer is e-mailed the invitation.",
  moved: "The installation has moved; the customer is e-mailed.",
  cancelled: "The installation is cancelled and the order is back at Arrived; the customer is e-mailed.",
};

/** The news of the redirect after a staff change (`?installation=…`), or null. */
export function installationNews(search: URLSearchParams): string | null {
  const done = search.get("installation");
  return done === "booked" || done === "moved" || done === "cancelled" ? NEWS[done] : null;
}

/** Staff's book, move or cancel of an order's installation; back to `back` with its news, or the refusal. */
export async function handleStaffInstallationPost(
  form: Record<string, string>,
  staff: string,
  context: Context,
  back: string,
) {
  const service = context.get(installationServiceContext);
  const refuse = (status: number, message: string) =>
    data({ message, fields: {} as Record<string, string> }, { status, headers: ADMIN_HEADERS });
  if (!service) return refuse(503, "Installations are not available.");
  const intent: StaffIntent = isStaffInstallationIntent(form.intent) ? form.intent : "installation_book";
  const id = form.proposal ?? "";
  const by = { staff };
  let result;
  if (intent === "installation_cancel") result = await service.cancel(id, by);
  else if (intent === "installation_move") result = await service.move(id, form.start, by, DEFAULT_LOCALE);
  else result = await service.book(id, form.start, by, DEFAULT_LOCALE);
  switch (result.status) {
    case "booked":
    case "moved":
    case "cancelled":
    case "unchanged": {
      const url = new URL(back, "http://back-office");
      url.searchParams.set("installation", DONE[intent]);
      return redirect(`${url.pathname}${url.search}`, { status: 303, headers: ADMIN_HEADERS });
    }
    case "invalid":
      return refuse(400, result.fields.start);
    case "slot_taken":
      return refuse(409, "That time was just taken: choose another.");
    case "already_booked":
      return refuse(409, "This order's installation is already booked: move it instead.");
    case "not_ready":
    case "not_booked":
      return refuse(409, "The order is not at a stage where its installation can be booked or changed.");
    case "not_found":
      return refuse(404, "That order no longer exists.");
    case "unavailable":
      return refuse(503, "The installation could not be saved. Try again shortly.");
  }
}
