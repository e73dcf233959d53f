import { data, redirect, type RouterContextProvider } from "react-router";
import { localeOfPath, type Locale } from "~/i18n/locales";
import { serverUi, type ServerUi } from "~/i18n/parts/server";
import { clientOf, requireService } from "~/lib/app-context";
import { notFound, pathnameOf } from "~/lib/http";
import { HONEYPOT_FIELD } from "~/features/leads/limits";
import type { BagSwatch, BookingActionData } from "./booking-form";
import { swatchViews } from "~/content/swatch-views";
import type { SwatchId } from "~/content/swatches";
import { swatchServiceContext } from "~/features/swatches/service";
import { pickerFrom, PICKER_DAYS } from "./days";
import { localDate, whenLabel } from "./format";
import { bookingServiceContext, type BookingService, type BookResult, type ChangeResult } from "./service";

/**
 * The /book pages' loaders and actions: thin calls into the booking service the server
 * registered (server/booking/), the same one the JSON API uses.
 */
type Context = Readonly<RouterContextProvider>;

const MAX_VALUE = 5000;

/** The page's language, from its path (a post goes to the page's own address). */
const localeOf = (request: Request): Locale => localeOfPath(pathnameOf(request));

/** What the actions answer, in the page's language: server-only texts, never in a page's scripts. */
const answersIn = (locale: Locale): ServerUi["bookingAnswers"] => serverUi[locale].bookingAnswers;

function serviceOf(context: Context): BookingService {
  return requireService(context, bookingServiceContext, "Booking is not available");
}

/** The form's fields, one value each, and the swatches ticked (the one field that repeats). */
async function formValues(request: Request): Promise<{ values: Record<string, string>; swatches: string[] } | null> {
  try {
    const values: Record<string, string> = {};
    const swatches: string[] = [];
    for (const [key, value] of await request.formData()) {
      if (typeof value !== "string") continue;
      if (key === "swatches") swatches.push(value.slice(0, MAX_VALUE));
      else values[key] = value.slice(0, MAX_VALUE);
    }
    return { values, swatches };
  } catch {
    return null;
  }
}

/**
 * The visitor's swatch bag (issue 36), offered to be brought to the visit: what the booking form lists, in the
 * page's language. Empty where this server runs no swatch service.
 */
function bagOf(request: Request, context: Context): SwatchId[] {
  return context.get(swatchServiceContext)?.bagOf(request.headers.get("Cookie")) ?? [];
}

function bagChoices(ids: SwatchId[], locale: Locale): BagSwatch[] {
  return swatchViews(ids, locale).map(({ id, name, color, styleName }) => ({ id, name, color, styleName }));
}

/** The day picker of the next two weeks, without `skip` (a booking's own time), labelled in `locale`. */
async function pickerNow(service: BookingService, locale: Locale, skip?: string) {
  const timeZone = service.settings.timeZone;
  const today = localDate(new Date().toISOString(), timeZone);
  const answer = await service.slots({ from: today, days: String(PICKER_DAYS) });
  if (answer.status !== "ok") throw new Error("the slots of today were refused");
  return pickerFrom(answer.answer, today, { skip, locale });
}

export async function bookingPageData(request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  return {
    picker: await pickerNow(service, locale),
    serviceArea: service.settings.serviceArea,
    bag: bagChoices(bagOf(request, context), locale),
  };
}

type Refusal = Extract<
  BookResult | ChangeResult,
  { status: "invalid" | "slot_taken" | "rate_limited" | "unavailable" | "conflict" }
>;

function refusal<E extends object>(result: Refusal, values: Record<string, string>, locale: Locale, extra: E) {
  const messages = answersIn(locale);
  const answer = (status: number, message: string, fields: Record<string, string> = {}, headers = {}) =>
    data<BookingActionData & E>({ ...extra, message, fields, values }, { status, headers });
  switch (result.status) {
    case "invalid":
      return answer(400, messages.invalid, result.fields);
    case "slot_taken":
      return answer(409, messages.slotTaken, { start: messages.slotTaken });
    case "conflict":
      return answer(409, messages.conflict, { start: messages.conflict });
    case "rate_limited":
      return answer(429, messages.rateLimited, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return answer(503, messages.unavailable, {}, { "Retry-After": "30" });
  }
}

/** The swatches now coming to the visit leave the bag; the rest stay in it. No header when nothing changes. */
function bagAfterBooking(request: Request, context: Context, brought: string[]): HeadersInit {
  const swatches = context.get(swatchServiceContext);
  if (!swatches || brought.length === 0) return {};
  const bag = swatches.bagOf(request.headers.get("Cookie"));
  return { "Set-Cookie": swatches.bagCookie(bag.filter((id) => !brought.includes(id))) };
}

/** POST /book: a booking goes on to its page (post/redirect/get); a refusal keeps every value. */
export async function handleBookingPost(request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  const form = await formValues(request);
  if (!form) {
    return data<BookingActionData>({ message: answersIn(locale).invalid, fields: {}, values: {} }, { status: 400 });
  }
  const { values, swatches } = form;
  // The booking is in the page's language (its path's prefix), whatever the form carried.
  values.locale = locale;
  const client = { ...clientOf(context), page: new URL(request.url).pathname };
  const result = await service.book({ ...values, swatches }, client);
  const { [HONEYPOT_FIELD]: _bot, ...kept } = values;
  if (result.status === "created" || result.status === "existing") {
    return redirect(`${result.booking.manageUrl}?booked=1`, {
      status: 303,
      headers: bagAfterBooking(request, context, swatches),
    });
  }
  // A bot must not learn that its post was dropped: it is shown the page as it was.
  if (result.status === "ignored") return redirect("/book?received=1", { status: 303 });
  return refusal(result, kept, locale, { swatches });
}

const NEWS = ["booked", "moved", "cancelled"] as const;

export async function managePageData(token: string, request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  const search = new URL(request.url).searchParams;
  const booking = await service.find(token);
  if (!booking) throw notFound();
  const picker = booking.status === "confirmed" ? await pickerNow(service, locale, booking.start) : null;
  return {
    booking,
    when: whenLabel(booking.start, booking.timeZone, locale),
    picker,
    /** What just happened (the redirect after a post says so in its query). */
    news: NEWS.find((n) => search.get(n) === "1") ?? null,
  };
}

export type ManageActionData = BookingActionData & { intent: "cancel" | "reschedule" };

/** POST /book/manage/:token with `intent` cancel or reschedule; a change reloads the page with its news. */
export async function handleManagePost(token: string, request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  const values = (await formValues(request))?.values ?? {};
  // A refused time is explained in the page's language, whatever the form carried.
  values.locale = locale;
  const intent: ManageActionData["intent"] = values.intent === "cancel" ? "cancel" : "reschedule";
  const client = clientOf(context);
  const result =
    intent === "cancel" ? await service.cancel(token, client) : await service.reschedule(token, values, client);
  switch (result.status) {
    case "changed":
    case "unchanged":
      return redirect(`${result.booking.manageUrl}?${intent === "cancel" ? "cancelled" : "moved"}=1`, { status: 303 });
    case "not_found":
      throw notFound();
    case "cancelled":
      return data<ManageActionData>(
        { intent, message: answersIn(locale).cancelled, fields: {}, values },
        { status: 409 },
      );
    default:
      return refusal(result, values, locale, { intent });
  }
}
