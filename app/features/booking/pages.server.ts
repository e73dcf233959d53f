import { data, redirect, type RouterContextProvider } from "react-router";
import { clientOf, requireService } from "~/lib/app-context";
import { notFound } from "~/lib/http";
import { HONEYPOT_FIELD } from "~/features/leads/limits";
import type { BookingActionData } from "./booking-form";
import { pickerFrom, PICKER_DAYS } from "./days";
import { localDate, whenLabel } from "./format";
import {
  bookingServiceContext,
  SLOT_TAKEN_MESSAGE,
  type BookingService,
  type BookResult,
  type ChangeResult,
} from "./service";

/**
 * The /book pages' loaders and actions: thin calls into the booking service the server
 * registered (server/booking/), the same one the JSON API uses.
 */
type Context = Readonly<RouterContextProvider>;

const MAX_VALUE = 5000;
export const MESSAGES = {
  invalid: "Please check the highlighted fields.",
  rateLimited: "Too many attempts from your connection. Please wait a few minutes and try again.",
  unavailable: "We cannot take bookings right now. Please try again shortly, or call us.",
  conflict: "You already have a consultation at that time.",
  cancelled: "This consultation has been cancelled, so it cannot be moved.",
} as const;

function serviceOf(context: Context): BookingService {
  return requireService(context, bookingServiceContext, "Booking is not available");
}

async function formValues(request: Request): Promise<Record<string, string> | null> {
  try {
    const values: Record<string, string> = {};
    for (const [key, value] of await request.formData()) {
      if (typeof value === "string") values[key] = value.slice(0, MAX_VALUE);
    }
    return values;
  } catch {
    return null;
  }
}

/** The day picker of the next two weeks, without `skip` (a booking's own time). */
async function pickerNow(service: BookingService, skip?: string) {
  const timeZone = service.settings.timeZone;
  const today = localDate(new Date().toISOString(), timeZone);
  const answer = await service.slots({ from: today, days: String(PICKER_DAYS) });
  if (answer.status !== "ok") throw new Error("the slots of today were refused");
  return pickerFrom(answer.answer, today, { skip });
}

export async function bookingPageData(context: Context) {
  const service = serviceOf(context);
  return { picker: await pickerNow(service), serviceArea: service.settings.serviceArea };
}

type Refusal = Extract<
  BookResult | ChangeResult,
  { status: "invalid" | "slot_taken" | "rate_limited" | "unavailable" | "conflict" }
>;

function refusal<E extends object>(result: Refusal, values: Record<string, string>, extra: E) {
  const answer = (status: number, message: string, fields: Record<string, string> = {}, headers = {}) =>
    data<BookingActionData & E>({ ...extra, message, fields, values }, { status, headers });
  switch (result.status) {
    case "invalid":
      return answer(400, MESSAGES.invalid, result.fields);
    case "slot_taken":
      return answer(409, SLOT_TAKEN_MESSAGE, { start: SLOT_TAKEN_MESSAGE });
    case "conflict":
      return answer(409, MESSAGES.conflict, { start: MESSAGES.conflict });
    case "rate_limited":
      return answer(429, MESSAGES.rateLimited, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return answer(503, MESSAGES.unavailable, {}, { "Retry-After": "30" });
  }
}

/** POST /book: a booking goes on to its page (post/redirect/get); a refusal keeps every value. */
export async function handleBookingPost(request: Request, context: Context) {
  const service = serviceOf(context);
  const values = await formValues(request);
  if (!values) return data<BookingActionData>({ message: MESSAGES.invalid, fields: {}, values: {} }, { status: 400 });
  const client = clientOf(context);
  const result = await service.book(values, client);
  const { [HONEYPOT_FIELD]: _bot, ...kept } = values;
  if (result.status === "created" || result.status === "existing") {
    return redirect(`${result.booking.manageUrl}?booked=1`, { status: 303 });
  }
  // A bot must not learn that its post was dropped: it is shown the page as it was.
  if (result.status === "ignored") return redirect("/book?received=1", { status: 303 });
  return refusal(result, kept, {});
}

const NEWS = ["booked", "moved", "cancelled"] as const;

export async function managePageData(token: string, request: Request, context: Context) {
  const service = serviceOf(context);
  const search = new URL(request.url).searchParams;
  const booking = await service.find(token);
  if (!booking) throw notFound();
  const picker = booking.status === "confirmed" ? await pickerNow(service, booking.start) : null;
  return {
    booking,
    when: whenLabel(booking.start, booking.timeZone),
    picker,
    /** What just happened (the redirect after a post says so in its query). */
    news: NEWS.find((n) => search.get(n) === "1") ?? null,
  };
}

export type ManageActionData = BookingActionData & { intent: "cancel" | "reschedule" };

/** POST /book/manage/:token with `intent` cancel or reschedule; a change reloads the page with its news. */
export async function handleManagePost(token: string, request: Request, context: Context) {
  const service = serviceOf(context);
  const values = (await formValues(request)) ?? {};
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
      return data<ManageActionData>({ intent, message: MESSAGES.cancelled, fields: {}, values }, { status: 409 });
    default:
      return refusal(result, values, { intent });
  }
}
