import { DateTime } from "luxon";
import type { Agenda } from "../../app/features/admin/agenda.ts";
import type { OfflineAgenda } from "../../app/features/admin/offline/agenda-data.ts";
import type { StaffSwatch } from "../../app/features/admin/back-office.ts";
import { dateLabel, timeLabel, whenLabel } from "../../app/features/booking/format.ts";

/** A swatch as the consultant picks it off the shelf: its name, style, opacity and catalogue id. */
const swatchLine = (swatch: StaffSwatch) =>
  `${[swatch.name, swatch.style, swatch.opacity].filter(Boolean).join(" · ")} (${swatch.id})`;

/**
 * Today's and tomorrow's confirmed visits, everything needed at the door (address, phone, notes, where to drive, the swatches to bring), for
 * the installed back office to keep offline (GET /api/admin/agenda/offline; docs/decisions/0020). Nothing else of the
 * back office is kept on a device.
 */
export async function offlineAgenda(agenda: Agenda, nowMs: number): Promise<OfflineAgenda> {
  const view = await agenda.view();
  const tz = view.timeZone;
  const tomorrow = DateTime.fromISO(view.today).plus({ days: 1 }).toISODate();
  const days = view.days
    .filter((day) => day.date === view.today || day.date === tomorrow)
    .map((day) => ({
      date: day.date,
      label: `${dateLabel(day.visits[0]!.start, tz)}${day.date === view.today ? " (today)" : " (tomorrow)"}`,
      visits: day.visits
        .filter((v) => v.status === "confirmed")
        .map((v) => ({
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
        })),
    }));
  const updatedAt = new Date(nowMs).toISOString();
  return { updatedAt, updatedLabel: whenLabel(updatedAt, tz), days };
}
