import type { Response } from "express";
import { INTAKE_KINDS } from "../../app/features/leads/kinds.ts";
import type { LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { formBody, refuseJson, sendJson } from "../http/json.ts";
import type { IntakeEntry } from "./kind.ts";
import { leadKindModules } from "./registry.ts";

/** How long a client should wait when the database cannot take writes. */
const UNAVAILABLE_RETRY_S = 30;

function answer(res: Response, entry: IntakeEntry, result: SubmitResult) {
  const send = sendJson.bind(null, res);
  const later = (status: number, message: string, seconds: number) =>
    send(status, { ok: false, error: result.status, message }, { "Retry-After": String(seconds) });
  switch (result.status) {
    case "created":
      return send(entry.api.status ?? 201, entry.api.created(result));
    case "ignored":
      // A bot must not learn that its post was dropped: it gets what a stored one gets, with an id of nothing.
      return send(entry.api.status ?? 201, entry.api.created({ id: crypto.randomUUID() }));
    case "invalid":
      return send(400, { ok: false, error: "invalid", fields: result.fields });
    case "rate_limited":
      return later(429, "Too many submissions. Please try again in a little while.", result.retryAfterSeconds);
    case "unavailable":
      return later(503, "We cannot take submissions right now. Please try again shortly.", UNAVAILABLE_RETRY_S);
  }
}

/**
 * The JSON API of every kind the shared intake takes (docs/api.md): /api/contact, /api/quote,
 * /api/newsletter/subscribe, /api/privacy-requests.
 */
export function leadRoutes(options: { intake: LeadIntake }): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const kind of INTAKE_KINDS) {
    const entry = leadKindModules[kind].intake;
    routes.push({
      path: entry.api.path,
      methods: ["POST"],
      ...(entry.api.bodyLimit ? { bodyLimit: entry.api.bodyLimit } : {}),
      handle: async ({ req, res, client, bodyStream }: ApiContext) => {
        // A kind with photos takes multipart too (issue 13), read here as it streams in, within its limits.
        if (entry.api.multipart && req.is("multipart/form-data")) {
          let parsed;
          try {
            parsed = await options.intake.readMultipart(req.headers, bodyStream());
          } catch (error) {
            if ((error as Error).name === "BodyTooLarge") throw error;
            return refuseJson(res, 400, "invalid", "The upload was cut off or malformed; nothing was stored");
          }
          return answer(res, entry, await options.intake.submit(kind, parsed.fields, client, parsed.upload));
        }
        const fields = formBody(req, res);
        if (fields) answer(res, entry, await options.intake.submit(kind, fields, client));
      },
    });
  }
  return routes;
}
