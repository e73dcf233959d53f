import type { Response } from "express";
import type {
  InstallationService,
  InstallBookResult,
  InstallChangeResult,
} from "../../app/features/installations/service.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { formBody, sendJson } from "../http/json.ts";
import { sendSlotTaken, sendUnavailable } from "../booking/routes.ts";

type Refusal = Exclude<InstallBookResult | InstallChangeResult, { installation: unknown }>;

/** The answers the installation endpoints share for a refusal (`slot_taken` exactly as the bookings answer it). */
function refuse(res: Response, result: Refusal) {
  switch (result.status) {
    case "not_found":
      return sendJson(res, 404, { ok: false, error: "not_found", message: "There is no proposal at this link." });
    case "not_ready":
      return sendJson(res, 409, {
        ok: false,
        error: "not_ready",
        message: "The installation can be booked once the order has arrived.",
      });
    case "invalid":
      return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
    case "slot_taken":
      return sendSlotTaken(res);
    case "already_booked":
      return sendJson(res, 409, {
        ok: false,
        error: "already_booked",
        message: "This order's installation is already booked.",
      });
    case "not_booked":
      return sendJson(res, 409, { ok: false, error: "not_booked", message: "No installation is booked." });
    case "unavailable":
      return sendUnavailable(res);
  }
}

/** The order's proposal the path's token names; a 404 answered when there is none. */
async function proposalOf(service: InstallationService, ctx: ApiContext): Promise<string | null> {
  const id = await service.proposalIdOf(String(ctx.req.params.token ?? ""));
  if (!id) refuse(ctx.res, { status: "not_found" });
  return id;
}

/** An order's installation, booked by its customer (issue 34's contract; docs/api.md). */
export function installationRoutes(service: InstallationService): ApiRoute[] {
  return [
    {
      path: "/api/proposals/:token/install-slots",
      methods: ["GET"],
      async handle(ctx) {
        const id = await proposalOf(service, ctx);
        if (!id) return;
        const one = (v: unknown) => (Array.isArray(v) ? Symbol("repeated") : v);
        const result = await service.slots(id, { from: one(ctx.req.query.from), days: one(ctx.req.query.days) });
        switch (result.status) {
          case "ok":
            return sendJson(ctx.res, 200, result.answer, { "Cache-Control": "no-store" });
          case "invalid":
            return sendJson(ctx.res, 400, { ok: false, error: "invalid", fields: result.fields });
          default:
            return refuse(ctx.res, result);
        }
      },
    },
    {
      path: "/api/proposals/:token/install",
      methods: ["POST"],
      async handle(ctx) {
        const body = formBody(ctx.req, ctx.res);
        if (!body) return;
        const id = await proposalOf(service, ctx);
        if (!id) return;
        const locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
        const result = await service.book(id, body.start, "customer", locale);
        if (result.status !== "booked") return refuse(ctx.res, result);
        const { start, end, manageUrl } = result.installation;
        sendJson(ctx.res, 201, { ok: true, start, end, manageUrl });
      },
    },
    {
      path: "/api/proposals/:token/installation.ics",
      methods: ["GET"],
      async handle(ctx) {
        const id = await proposalOf(service, ctx);
        if (!id) return;
        const ics = await service.calendar(id);
        if (ics === null) return refuse(ctx.res, { status: "not_booked" });
        ctx.res
          .status(200)
          .set({
            "Content-Type": "text/calendar; charset=utf-8",
            "Content-Disposition": 'attachment; filename="installation.ics"',
            "Cache-Control": "no-store",
          })
          .send(ics);
      },
    },
  ];
}
