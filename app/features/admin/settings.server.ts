import { data, redirect, type RouterContextProvider } from "react-router";
import { whenLabel } from "~/features/booking/format";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";
import { backOfficeOf, settingsOf } from "./services.server";

type Context = Readonly<RouterContextProvider>;

export const SETTINGS_NEWS = {
  saved: "Saved.",
  removed: "That device gets no more notifications.",
} as const;

export type SettingsActionData = { message: string };

/** GET /admin/settings: this staff member's devices with notifications, and where the back office opens on a phone. */
export async function settingsPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const settings = settingsOf(context);
  const timeZone = backOfficeOf(context).timeZone;
  const devices = await settings.devices(session.user.id);
  const news = new URL(request.url).searchParams.get("news") as keyof typeof SETTINGS_NEWS | null;
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    devices: devices.map((d) => ({ ...d, since: whenLabel(d.created_at, timeZone) })),
    agendaOnPhone: await settings.agendaOnPhone(session.user.id),
    news: news && news in SETTINGS_NEWS ? SETTINGS_NEWS[news] : null,
  };
}

/** POST /admin/settings: `intent` landing (the agenda first on a phone, or not) or remove-device (`id`). */
export async function handleSettingsPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const settings = settingsOf(context);
  const done = (news: keyof typeof SETTINGS_NEWS) =>
    redirect(`/admin/settings?news=${news}`, { status: 303, headers: ADMIN_HEADERS });
  switch (form.intent) {
    case "landing":
      await settings.setAgendaOnPhone(session.user.id, form.agenda_on_phone === "1", session.user.email, client);
      return done("saved");
    case "remove-device": {
      const removed = await settings.removeDevice(session.user.id, form.id ?? "", session.user.email, client);
      if (removed) return done("removed");
      return data<SettingsActionData>(
        { message: "That device was already removed." },
        { status: 404, headers: ADMIN_HEADERS },
      );
    }
    default:
      return data<SettingsActionData>({ message: "Unknown action." }, { status: 400, headers: ADMIN_HEADERS });
  }
}

/** GET /admin/start: where the installed app opens and sign-in leads (the inbox, or the agenda; decision 0020). */
export async function startRedirect(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const path = await settingsOf(context).startPath(session.user.id, request.headers.get("user-agent") ?? "");
  return redirect(path, { status: 303, headers: ADMIN_HEADERS });
}
