import type { Response } from "express";
import {
  SLOT_TAKEN_MESSAGE,
  type BookingService,
  type ChangeResult,
  type BookResult,
} from "../../app/features/booking/service.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { formBody, sendJson } from "../http/json.ts";

const UNAVAILABLE_RETRY_S = 30;

type Refusal = Exclude<BookResult | ChangeResult, { booking: unknown } | { status: "ignored" }>;

/** `409 slot_taken`: a full slot, as every visit's endpoint answers it (bookings, installations). */
export function sendSlotTaken(res: Response) {
  sendJson(res, 409, { ok: false, error: "slot_taken", message: SLOT_TAKEN_MESSAGE });
}

/** `503 unavailable` with its Retry-After: the bookings could not be stored. */
export function sendUnavailable(res: Response) {
  sendJson(
    res,
    503,
    { ok: false, error: "unavailable", message: "We cannot take bookings right now. Please try again shortly." },
    { "Retry-After": String(UNAVAILABLE_RETRY_S) },
  );
}

/** The answers every booking endpoint shares for a refusal. */
function refuse(res: Response, result: Refusal) {
  switch (result.status) {
    case "invalid":
      return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
    case "slot_taken":
      return sendSlotTaken(res);
    case "conflict":
      return sendJson(res, 409, {
        ok: false,
        error: "already_booked",
        message: "You already have a consultation at that time.",
      });
    case "not_found":
      return sendJson(res, 404, { ok: false, error: "not_found", message: "There is no booking at this link." });
    case "rate_limited":
      return sendJson(
        res,
        429,
        { ok: false, error: "rate_limited", message: "Too many submissions. Please try again in a little while." },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "unavailable":
      return sendUnavailable(res);
  }
}

function changed(res: Response, result: ChangeResult) {
  if (result.status === "changed" || result.status === "unchanged") {
    const b = result.booking;
    return sendJson(res, 200, {
      ok: true,
      id: b.id,
      status: b.status,
      start: b.start,
      end: b.end,
      manageUrl: b.manageUrl,
    });
  }
  if (result.status === "cancelled") {
    return sendJson(res, 409, { ok: false, error: "cancelled", message: "This booking has been cancelled." });
  }
  return refuse(res, result);
}

const tokenOf = (ctx: ApiContext) => String(ctx.req.params.token ?? "");

/** The booking API (issue 12's contract). */
export function bookingRoutes(service: BookingService): ApiRoute[] {
  return [
    {
      path: "/api/booking/slots",
      methods: ["GET"],
      async handle({ req, res }) {
        const one = (v: unknown) => (Array.isArray(v) ? Symbol("repeated") : v);
        const result = await service.slots({ from: one(req.query.from), days: one(req.query.days) });
        if (result.status === "invalid")
          return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
        sendJson(res, 200, result.answer);
      },
    },
    {
      path: "/api/bookings",
      methods: ["POST"],
      async handle(ctx) {
        const body = formBody(ctx.req, ctx.res);
        if (!body) return;
        const result = await service.book(body, { ...ctx.client, page: "/api/bookings" });
        if (result.status === "created" || result.status === "existing") {
          const b = result.booking;
          return sendJson(ctx.res, 201, {
            ok: true,
            id: b.id,
            start: b.start,
            end: b.end,
            manageUrl: b.manageUrl,
            // With consultants (issue 37): the first name of the one who visits; without, the answer is as before.
            ...(b.consultant ? { consultant: b.consultant } : {}),
          });
        }
        if (result.status === "ignored") {
          // A bot must not learn that its post was dropped.
          const start = typeof body.start === "string" ? body.start : "";
          return sendJson(ctx.res, 201, { ok: true, id: crypto.randomUUID(), start, end: start, manageUrl: "/book" });
        }
        refuse(ctx.res, result);
      },
    },
    {
      path: "/api/bookings/manage/:token/cancel",
      methods: ["POST"],
      async handle(ctx) {
        changed(ctx.res, await service.cancel(tokenOf(ctx), ctx.client));
      },
    },
    {
      path: "/api/bookings/manage/:token/reschedule",
      methods: ["POST"],
      async handle(ctx) {
        const body = formBody(ctx.req, ctx.res);
        if (!body) return;
        changed(ctx.res, await service.reschedule(tokenOf(ctx), body, ctx.client));
      },
    },
    {
      path: "/api/bookings/manage/:token/calendar.ics",
      methods: ["GET"],
      async handle(ctx) {
        const ics = await service.calendar(tokenOf(ctx));
        if (ics === null) return refuse(ctx.res, { status: "not_found" });
        ctx.res
          .status(200)
          .set({
            "Content-Type": "text/calendar; charset=utf-8",
            "Content-Disposition": 'attachment; filename="consultation.ics"',
            "Cache-Control": "no-store",
          })
          .send(ics);
      },
    },
  ];
}
