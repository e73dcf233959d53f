import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { LeadKind } from "../../app/features/leads/schemas.ts";
import type { LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { RequestLayer } from "../http/app.ts";
import type { Database } from "../db/schema.ts";
import { clientOf } from "../http/client-address.ts";
import type { Env } from "../env.ts";
import { logger } from "../logger.ts";
import { parseBody } from "./body.ts";
import { createUnsubscribeHandler, UNSUBSCRIBE_PATH } from "./unsubscribe-route.ts";

export const API_ROUTES: Record<string, LeadKind> = {
  "/api/newsletter/subscribe": "newsletter",
  "/api/contact": "contact",
  "/api/quote": "quote",
};
export const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
/** How long a client should wait when the database cannot take writes. */
const UNAVAILABLE_RETRY_S = 30;

type LayerOptions = {
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

/** POST /api/newsletter/subscribe, /api/contact, /api/quote and the unsubscribe page. */
export function createApiLayer(options: LayerOptions): RequestLayer {
  const unsubscribePage = createUnsubscribeHandler(options);

  async function lead(req: IncomingMessage, res: ServerResponse, kind: LeadKind) {
    if (req.method !== "POST") {
      return sendJson(res, 405, { ok: false, error: "method_not_allowed", message: "Use POST" }, { Allow: "POST" });
    }
    const body = await parseBody(req);
    if (!body.ok) {
      const error = body.status === 413 ? "too_large" : body.status === 415 ? "unsupported_media_type" : "invalid";
      // The rest of an oversized body is not read; the connection cannot be reused.
      const headers: Record<string, string> = body.status === 413 ? { Connection: "close" } : {};
      return sendJson(res, body.status, { ok: false, error, message: body.message, fields: {} }, headers);
    }
    answer(res, kind, await options.intake.submit(kind, body.value, clientOf(req, options.env.TRUST_PROXY)));
  }

  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://internal");
    const kind = API_ROUTES[url.pathname];
    try {
      if (kind) await lead(req, res, kind);
      else if (url.pathname === UNSUBSCRIBE_PATH) await unsubscribePage(req, res, url);
      else return false;
    } catch (error) {
      // Only a broken connection gets here (the intake never throws); nobody is left to answer.
      logger.warn("request aborted", { path: url.pathname, error: String(error) });
      if (!res.headersSent)
        sendJson(res, 400, { ok: false, error: "invalid", message: "The request could not be read", fields: {} });
    }
    return true;
  };
}
