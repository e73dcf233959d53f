import { DateTime } from "luxon";
import { data, redirect, type RouterContextProvider } from "react-router";
import { whenLabel } from "~/features/booking/format";
import { requireService } from "~/lib/app-context";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";
import { consultantsContext, type ConsultantsAnswer, type WeekdayHours } from "./consultants";
import { backOfficeOf } from "./services.server";

type Context = Readonly<RouterContextProvider>;

export type ConsultantsActionData = { message: string; field?: string; id?: string };

const consultantsOf = (context: Context) =>
  requireService(context, consultantsContext, "The back office is not available");

/** GET /admin/consultants: every consultant's week, days off and calendars, and the staff who could become one. */
export async function consultantsPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const { consultants, staff } = await consultantsOf(context).list();
  const timeZone = backOfficeOf(context).timeZone;
  const news = new URL(request.url).searchParams.get("news");
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    consultants: consultants.map((c) => ({
      ...c,
      checkedLabel: c.calendarCheckedAt ? whenLabel(c.calendarCheckedAt, timeZone) : null,
    })),
    candidates: staff,
    today: DateTime.now().setZone(timeZone).toISODate()!,
    news: news === "saved" ? "Saved." : null,
  };
}

/** The seven weekday rows of a consultant's form: day-1-from, day-1-to, … */
function weekOf(form: Record<string, string>): WeekdayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    from: (form[`day-${day}-from`] ?? "").trim(),
    to: (form[`day-${day}-to`] ?? "").trim(),
  }));
}

/** The daily limit field: empty for none; anything but digits is NaN, which the service refuses with its message. */
function limitOf(value: string | undefined): number | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/** POST /admin/consultants: `intent` save (a consultant's week), add (a new one), day-off, day-on or rotate-feed. */
export async function handleConsultantsPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const consultants = consultantsOf(context);
  const by = session.user.email;
  const id = form.id ?? "";
  const settle = (answer: ConsultantsAnswer, refusalId = id) => {
    if (answer.ok) return redirect("/admin/consultants?news=saved", { status: 303, headers: ADMIN_HEADERS });
    return data<ConsultantsActionData>(
      { message: answer.message, field: answer.field, id: refusalId },
      { status: 400, headers: ADMIN_HEADERS },
    );
  };
  const dailyLimit = limitOf(form.daily_limit);
  switch (form.intent) {
    case "save":
    case "add": {
      const hours = form.intent === "add" ? (form.hours ?? "") : weekOf(form);
      const answer = await consultants.save(
        {
          email: form.email ?? "",
          name: form.name,
          hours,
          dailyLimit,
          calendarUrl: form.calendar_url ?? null,
          active: form.intent === "add" || form.active === "1",
        },
        by,
        client.ip,
      );
      return settle(answer, form.intent === "add" ? "new" : id);
    }
    case "day-off":
    case "day-on":
      return settle(await consultants.dayOff(id, form.date ?? "", form.intent === "day-off", by, client.ip));
    case "rotate-feed":
      return settle(await consultants.rotateFeed(id, by, client.ip));
    default:
      return data<ConsultantsActionData>({ message: "Unknown action." }, { status: 400, headers: ADMIN_HEADERS });
  }
}
