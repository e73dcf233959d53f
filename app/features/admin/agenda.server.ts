import { data, redirect, type RouterContextProvider } from "react-router";
import { dateLabel, timeLabel, whenLabel } from "~/features/booking/format";
import type { AgendaVisit } from "./agenda";
import { agendaOf } from "./services.server";
import { requireService } from "~/lib/app-context";
import { staffTextsContext } from "~/features/texts/service";
import { installationAgenda } from "../installations/staff.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";

type Context = Readonly<RouterContextProvider>;

/** What just happened, named in the redirect after a change (post/redirect/get). */
export const AGENDA_NEWS = {
  cancelled: "The consultation is cancelled; the customer has been e-mailed.",
  moved: "The consultation has moved; the customer has been e-mailed.",
  closed: "The day is closed for bookings.",
  opened: "The day is open for bookings again.",
  texted: "The customer is texted that you are on the way (after 9 pm it waits for 8 am).",
  reassigned: "The consultation has another consultant.",
  "reassigned-installation": "The installation has another consultant.",
  marked: "Attendance saved.",
} as const;

export type AgendaActionData = {
  message: string;
  /** The field the message is about, on the visit `id` (or the closed-day form). */
  field?: string;
  id?: string;
  /** The confirmation step of a cancellation. */
  confirm?: { id: string; name: string; when: string };
};

export async function agendaPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const view = await agendaOf(context).view();
  const tz = view.timeZone;
  const search = new URL(request.url).searchParams;
  const news = search.get("news") as keyof typeof AGENDA_NEWS | null;
  const booked = Number.parseInt(search.get("booked") ?? "0", 10) || 0;
  const freeByDay = new Map<string, { start: string; label: string }[]>();
  for (const start of view.freeStarts) {
    const day = dateLabel(start, tz);
    if (!freeByDay.has(day)) freeByDay.set(day, []);
    freeByDay.get(day)!.push({ start, label: timeLabel(start, tz) });
  }
  const labelled = (v: AgendaVisit) => ({ ...v, time: `${timeLabel(v.start, tz)} – ${timeLabel(v.end, tz)}` });
  // One consultant's day (issue 37): ?consultant=<id> keeps only their visits.
  const consultant = view.consultants?.find((c) => c.id === search.get("consultant")) ?? null;
  const days = consultant
    ? view.days
        .map((d) => ({ ...d, visits: d.visits.filter((v) => v.consultant?.id === consultant.id) }))
        .filter((d) => d.visits.length > 0)
    : view.days;
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    today: view.today,
    days: days.map((d) => ({ ...d, label: dateLabel(d.visits[0]!.start, tz), visits: d.visits.map(labelled) })),
    consultants: view.consultants ?? [],
    consultant,
    noShows: view.noShows ?? [],
    nowMs: Date.now(),
    free: [...freeByDay].map(([day, times]) => ({ day, times })),
    closedDays: view.closedDays.map((c) => ({ ...c, label: dateLabel(`${c.date}T12:00:00Z`, "UTC") })),
    news: news && news in AGENDA_NEWS ? AGENDA_NEWS[news] : null,
    // Installations (issue 34 item 2), listed apart from the consultations; one consultant's only with their day.
    installations: (await installationAgenda(context)).filter(
      (item) => !consultant || item.consultant?.id === consultant.id,
    ),
    /** Consultations still booked on the day just closed: they need moving or cancelling. */
    stillBooked: news === "closed" ? Math.min(booked, 1000) : 0,
  };
}

/** POST /admin/agenda: `intent` cancel (asks first, then `confirm=1`), move, close-day, open-day or on-my-way. */
export async function handleAgendaPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const agenda = agendaOf(context);
  const staff = session.user.email;
  const id = form.id ?? "";
  const done = (news: keyof typeof AGENDA_NEWS) =>
    redirect(`/admin/agenda?news=${news}`, { status: 303, headers: ADMIN_HEADERS });
  const refuse = (status: number, answer: AgendaActionData) =>
    data<AgendaActionData>(answer, { status, headers: ADMIN_HEADERS });
  switch (form.intent) {
    case "cancel": {
      if (form.confirm !== "1") {
        const visit = await agenda.visit(id);
        if (!visit) return refuse(404, { message: "That consultation no longer exists." });
        const tz = (await agenda.view()).timeZone;
        return refuse(200, { message: "", confirm: { id, name: visit.name, when: whenLabel(visit.start, tz) } });
      }
      const answer = await agenda.cancel(id, staff);
      return answer.ok ? done("cancelled") : refuse(409, { message: answer.message, id });
    }
    case "move": {
      const answer = await agenda.move(id, form.start ?? "", staff);
      return answer.ok ? done("moved") : refuse(409, { message: answer.message, field: "start", id });
    }
    case "reassign": {
      const answer = await agenda.reassign(id, form.consultant ?? "", staff);
      return answer.ok ? done("reassigned") : refuse(409, { message: answer.message, field: "consultant", id });
    }
    case "reassign-installation": {
      const answer = await agenda.reassignInstallation(id, form.consultant ?? "", staff);
      return answer.ok
        ? done("reassigned-installation")
        : refuse(409, { message: answer.message, field: "consultant", id });
    }
    case "attended":
    case "no-show": {
      const answer = await agenda.attendance(id, form.intent === "attended" ? "attended" : "no_show", staff);
      return answer.ok ? done("marked") : refuse(409, { message: answer.message, id });
    }
    case "close-day": {
      const answer = await agenda.closeDay(form.date ?? "", staff, client.ip);
      if (!answer.ok) return refuse(400, { message: answer.message, field: "date" });
      const booked = answer.stillBooked ?? 0;
      return booked > 0
        ? redirect(`/admin/agenda?news=closed&booked=${booked}`, { status: 303, headers: ADMIN_HEADERS })
        : done("closed");
    }
    case "open-day": {
      const answer = await agenda.openDay(form.date ?? "", staff, client.ip);
      return answer.ok ? done("opened") : refuse(409, { message: answer.message });
    }
    case "on-my-way": {
      // Issue 35: the consultant taps it on their way; the text gives the arrival time `minutes` from now.
      const texts = requireService(context, staffTextsContext, "Texts are not available right now");
      const minutes = Number.parseInt(form.minutes ?? "", 10);
      const answer = await texts.onMyWay(id, minutes, staff, client.ip);
      return answer.ok ? done("texted") : refuse(409, { message: answer.message, field: "minutes", id });
    }
    default:
      return refuse(400, { message: "Unknown action." });
  }
}
