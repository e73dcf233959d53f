import { data, redirect, type RouterContextProvider } from "react-router";
import { pickerFrom, PICKER_DAYS, type Picker } from "~/features/booking/days";
import { localDate, whenLabel } from "~/features/booking/format";
import { notFound } from "~/lib/http";
import type { Locale } from "~/i18n/locales";
import { installationUi } from "~/i18n/parts/installation";
import {
  installationServiceContext,
  type InstallationService,
  type InstallationState,
  type InstallBookResult,
  type InstallChangeResult,
} from "./service";

/**
 * The installation on the customer's page /proposal/<token> (issue 34 item 2): what the page shows and the forms it
 * posts to the page's own action (natively, or from its island asking for JSON; decision 0014).
 */
type Context = Readonly<RouterContextProvider>;

export const INSTALLATION_INTENTS = ["install-book", "install-move", "install-cancel"] as const;
export type InstallationIntent = (typeof INSTALLATION_INTENTS)[number];

export const isInstallationIntent = (value: unknown): value is InstallationIntent =>
  typeof value === "string" && (INSTALLATION_INTENTS as readonly string[]).includes(value);

const NEWS = ["booked", "moved", "cancelled"] as const;
export type InstallationNews = (typeof NEWS)[number];

export type InstallationPageData = {
  state: InstallationState;
  /** The installation's time, written out in the page's language. */
  when: string | null;
  /** Two weeks of installation times (without the booked one), while one can be booked or moved to. */
  picker: Picker | null;
  slotsUrl: string;
  slotHours: number;
  news: InstallationNews | null;
};

/** What a refused post shows: which form, its message and the field's. */
export type InstallationActionData = { intent: InstallationIntent; message: string; fields: { start?: string } };

async function pickerOf(service: InstallationService, proposalId: string, locale: Locale, skip?: string) {
  const today = localDate(new Date().toISOString(), service.timeZone);
  const answer = await service.slots(proposalId, { from: today, days: String(PICKER_DAYS) });
  if (answer.status !== "ok") return { picker: null, slotMinutes: 0 };
  return { picker: pickerFrom(answer.answer, today, { skip, locale }), slotMinutes: answer.answer.slotMinutes };
}

/** The installation part of the page, or null where this server books no installations. */
export async function installationPageData(
  token: string,
  request: Request,
  locale: Locale,
  context: Context,
): Promise<InstallationPageData | null> {
  const service = context.get(installationServiceContext);
  if (!service) return null;
  const proposalId = await service.proposalIdOf(token);
  if (!proposalId) return null;
  const state = await service.state(proposalId);
  const installation = state.installation;
  const offered = state.offer === "open" || state.offer === "booked";
  const { picker, slotMinutes } = offered
    ? await pickerOf(service, proposalId, locale, installation?.start)
    : { picker: null, slotMinutes: 0 };
  const news = new URL(request.url).searchParams.get("installation");
  return {
    state,
    when: installation ? whenLabel(installation.start, installation.timeZone, locale) : null,
    picker,
    slotsUrl: `/api/proposals/${token}/install-slots`,
    slotHours: Math.round(slotMinutes / 60),
    news: NEWS.find((n) => n === news) ?? null,
  };
}

/** A post of one of the installation's forms: a change goes back to the page with its news, a refusal stays. */
export async function handleInstallationPost(
  token: string,
  path: string,
  values: Record<string, string>,
  locale: Locale,
  context: Context,
) {
  const service = context.get(installationServiceContext);
  const proposalId = service ? await service.proposalIdOf(token) : null;
  if (!service || !proposalId) throw notFound();
  const intent: InstallationIntent = isInstallationIntent(values.intent) ? values.intent : "install-book";
  let result: InstallBookResult | InstallChangeResult;
  if (intent === "install-cancel") result = await service.cancel(proposalId, "customer");
  else if (intent === "install-move") result = await service.move(proposalId, values.start, "customer", locale);
  else result = await service.book(proposalId, values.start, "customer", locale);

  const answers = installationUi[locale].installation.answers;
  const refuse = (status: number, message: string, fields: InstallationActionData["fields"] = {}) =>
    data<InstallationActionData>(
      { intent, message, fields },
      { status, headers: status === 503 ? { "Retry-After": "30" } : {} },
    );
  switch (result.status) {
    case "booked":
    case "moved":
    case "cancelled":
      return redirect(`${path}?installation=${result.status}#installation`, { status: 303 });
    case "unchanged":
      return redirect(`${path}#installation`, { status: 303 });
    case "invalid":
      return refuse(400, result.fields.start || answers.invalid, { start: result.fields.start || answers.invalid });
    case "slot_taken":
      return refuse(409, answers.slotTaken, { start: answers.slotTaken });
    case "already_booked":
      return refuse(409, answers.alreadyBooked);
    case "not_ready":
    case "not_booked":
      return refuse(409, answers.notReady);
    case "not_found":
      throw notFound();
    case "unavailable":
      return refuse(503, answers.unavailable);
  }
}
