import type { Response } from "express";
import { PHOTO_LIMITS } from "../../app/features/quote/photo-limits.ts";
import type { LeadKind } from "../../app/features/leads/schemas.ts";
import type { LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { formBody, refuseJson, sendJson } from "../http/json.ts";

const API_ROUTES: Record<string, LeadKind> = {
  "/api/newsletter/subscribe": "newsletter",
  "/api/contact": "contact",
  "/api/quote": "quote",
};
const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
/** How long a client should wait when the database cannot take writes. */
const UNAVAILABLE_RETRY_S = 30;

function answer(res: Response, kind: LeadKind, result: SubmitResult) {
  const send = sendJson.bind(null, res);
  // A bot must not learn that its post was dropped.
  const accepted = (id: string, estimate?: unknown) =>
    send(
      201,
      kind === "newsletter"
        ? { ok: true, message: NEWSLETTER_THANKS }
        : { ok: true, id, ...(estimate ? { estimate } : {}) },
    );
  const later = (status: number, message: string, seconds: number) =>
    send(status, { ok: false, error: result.status, message }, { "Retry-After": String(seconds) });
  switch (result.status) {
    case "created":
      return accepted(result.id, result.estimate);
    case "ignored":
      return accepted(crypto.randomUUID());
    case "invalid":
      return send(400, { ok: false, error: "invalid", fields: result.fields });
    case "rate_limited":
      return later(429, "Too many submissions. Please try again in a little while.", result.retryAfterSeconds);
    case "unavailable":
      return later(503, "We cannot take submissions right now. Please try again shortly.", UNAVAILABLE_RETRY_S);
  }
}

/** A quote with its photos: every photo at the total limit, and room for the fields and the multipart framing. */
export const QUOTE_UPLOAD_LIMIT = PHOTO_LIMITS.totalBytes + 1024 * 1024;

/** POST /api/newsletter/subscribe, /api/contact, /api/quote (docs/api.md). */
export function leadRoutes(options: { intake: LeadIntake }): ApiRoute[] {
  return Object.entries(API_ROUTES).map(([path, kind]) => ({
    path,
    methods: ["POST"] as const,
    handle: async ({ req, res, client, bodyStream }: ApiContext) => {
      // A quote may carry photos (issue 13): multipart, read here as it streams in, within its limits.
      if (kind === "quote" && req.is("multipart/form-data")) {
        let parsed;
        try {
          parsed = await options.intake.readMultipart(req.headers, bodyStream());
        } catch (error) {
          if ((error as Error).name === "BodyTooLarge") throw error;
          return refuseJson(res, 400, "invalid", "The upload was cut off or malformed; nothing was stored");
        }
        return answer(res, kind, await options.intake.submit(kind, parsed.fields, client, parsed.upload));
      }
      const fields = formBody(req, res);
      if (fields) answer(res, kind, await options.intake.submit(kind, fields, client));
    },
    // The quote's photos and its fields; other bodies keep the default limit.
    ...(kind === "quote" ? { bodyLimit: QUOTE_UPLOAD_LIMIT } : {}),
  }));
}
