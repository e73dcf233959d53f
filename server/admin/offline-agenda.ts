import { DateTime } from "luxon";
import type { Agenda } from "../../app/features/admin/agenda.ts";
import type { OfflineAgenda, OfflineVisit } from "../../app/features/admin/offline/agenda-data.ts";
import type { InstallationService } from "../../app/features/installations/service.ts";
import type { StaffSwatch } from "../../app/features/admin/back-office.ts";
import { dateLabel, localDate, timeLabel, whenLabel } from "../../app/features/booking/format.ts";

/** A swatch as the consultant picks it off the shelf: its name, style, opacity and catalogue id. */
const swatchLine = (swatch: StaffSwatch) =>
  `${[swatch.name, swatch.style, swatch.opacity].filter(Boolean).join(" · ")} (${swatch.id})`;

/**
 * Today's and tomorrow's confirmed visits, everything needed at the door (address, phone, notes, where to drive, the swatches to bring), for
 * the installed back office to keep offline (GET /api/admin/agenda/offline; docs/decisions/0020). Nothing else of the
 * back office is kept on a device.
 */
export async function offlineAgenda(
  agenda: Pick<Agenda, "view">,
  nowMs: number,
  installations?: Pick<InstallationService, "agenda">,
): Promise<OfflineAgenda> {
  const view = await agenda.view();
  const tz = view.timeZone;
  const tomorrow = DateTime.fromISO(view.today, { zone: tz }).plus({ days: 1 });
  const kept = new Set([view.today, tomorrow.toISODate()]);
  const byDate = new Map<string, { start: string; visit: OfflineVisit }[]>();
  const keep = (start: string, visit: OfflineVisit) => {
    const date = localDate(start, tz);
    if (!kept.has(date)) return;
    byDate.set(date, [...(byDate.get(date) ?? []), { start, visit }]);
  };
  for (const v of view.days.flatMap((day) => day.visits)) {
    if (v.status !== "confirmed") continue;
    keep(v.start, {
      id: v.id,
      time: `${timeLabel(v.start, tz)} – ${timeLabel(v.end, tz)}`,
      name: v.name,
      phone: v.phone,
      email: v.email,
      address: v.address,
      place: v.location ? `${v.location.lat},${v.location.lng}` : v.address,
      rooms: v.rooms,
      message: v.message,
      swatches: v.swatches.map(swatchLine),
    });
  }
  // Installations are visits at the door too (issue 37 remainder): the same card, saying which order it installs.
  const from = DateTime.fromISO(view.today, { zone: tz }).toUTC().toISO()!;
  const to = tomorrow.plus({ days: 1 }).toUTC().toISO()!;
  for (const item of (await installations?.agenda(from, to)) ?? []) {
    keep(item.start, {
      id: item.id,
      time: `${timeLabel(item.start, tz)} – ${timeLabel(item.end, tz)}`,
      name: item.customer,
      phone: item.phone,
      email: item.email,
      address: item.address,
      place: item.address,
      rooms: null,
      message: `Installation of order ${item.number}${item.consultant ? ` by ${item.consultant.name}` : ""}.`,
      swatches: [],
    });
  }
  const days = [...byDate.keys()].sort().map((date) => {
    const visits = byDate.get(date)!.sort((a, b) => a.start.localeCompare(b.start));
    return {
      date,
      label: `${dateLabel(visits[0]!.start, tz)}${date === view.today ? " (today)" : " (tomorrow)"}`,
      visits: visits.map((v) => v.visit),
    };
  });
  const updatedAt = new Date(nowMs).toISOString();
  return { updatedAt, updatedLabel: whenLabel(updatedAt, tz), days };
}
