import type { ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { LeadKind } from "../../app/features/leads/schemas.ts";
import type { LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { acceptedType, parseFields, type Refusal } from "./body.ts";
import { createUnsubscribeHandler, UNSUBSCRIBE_PATH } from "./unsubscribe-route.ts";

export const API_ROUTES: Record<string, LeadKind> = {
  "/api/newsletter/subscribe": "newsletter",
  "/api/contact": "contact",
  "/api/quote": "quote",
};
export const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
/** How long a client should wait when the database cannot take writes. */
const UNAVAILABLE_RETRY_S = 30;

type RouteOptions = {
  env: Env;
  intake: LeadIntake;
  db: Kysely<Database>;
  unsubscribeSecret: string;
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(text);
}

function answer(res: ServerResponse, kind: LeadKind, result: SubmitResult) {
  switch (result.status) {
    case "created":
      return sendJson(
        res,
        201,
        kind === "newsletter" ? { ok: true, message: NEWSLETTER_THANKS } : { ok: true, id: result.id },
      );
    case "ignored":
      // A bot must not learn that its post was dropped.
      return sendJson(
        res,
        201,
        kind === "newsletter" ? { ok: true, message: NEWSLETTER_THANKS } : { ok: true, id: crypto.randomUUID() },
      );
    case "invalid":
      return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
    case "rate_limited":
      return sendJson(
        res,
        429,
        { ok: false, error: "rate_limited", message: "Too many submissions. Please try again in a little while." },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "unavailable":
      return sendJson(
        res,
        503,
        { ok: false, error: "unavailable", message: "We cannot take submissions right now. Please try again shortly." },
        { "Retry-After": String(UNAVAILABLE_RETRY_S) },
      );
  }
}

function refuse(res: ServerResponse, body: Refusal) {
  const error = body.status === 415 ? "unsupported_media_type" : "invalid";
  sendJson(res, body.status, { ok: false, error, message: body.message, fields: {} });
}

/** POST /api/newsletter/subscribe, /api/contact, /api/quote and the unsubscribe page. */
export function leadRoutes(options: RouteOptions): ApiRoute[] {
  const unsubscribePage = createUnsubscribeHandler(options);

  const lead =
    (kind: LeadKind) =>
    async ({ req, res, client, body }: ApiContext) => {
      const unreadable = acceptedType(req);
      if (unreadable) return refuse(res, unreadable);
      const fields = parseFields(req, await body());
      if (!fields.ok) return refuse(res, fields);
      answer(res, kind, await options.intake.submit(kind, fields.value, client));
    };

  return [
    ...Object.entries(API_ROUTES).map(([path, kind]) => ({ path, methods: ["POST"] as const, handle: lead(kind) })),
    {
      path: UNSUBSCRIBE_PATH,
      methods: ["GET", "POST"],
      handle: ({ req, res, body }) => unsubscribePage(req, res, body),
    },
  ];
}
