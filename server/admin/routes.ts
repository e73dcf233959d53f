import type { IncomingMessage } from "node:http";
import type { Response } from "express";
import { PIPELINE, type BackOffice } from "../../app/features/admin/back-office.ts";
import { isInboxKind } from "../../app/features/leads/kinds.ts";
import { parseInboxFilter } from "../../app/features/admin/inbox-filter.ts";
import type { StaffAuth, StaffSession } from "../../app/features/auth/service.ts";
import { sameToken } from "../../app/features/auth/csrf.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { isEmail } from "../../app/features/privacy/privacy-request.ts";

const NO_INDEX = { "X-Robots-Tag": "noindex, nofollow" };
const UNAUTHENTICATED = { ok: false, error: "unauthenticated", message: "Sign in at /admin/login." };

/** An /api/admin/* answer: JSON no cache keeps and no robot indexes. */
export const send = (res: Response, status: number, body: unknown) =>
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...NO_INDEX })
    .json(body);

/** The CSV download's name says what it holds and when it was taken. */
const csvName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;

export function sendCsv(res: Response, what: string, csv: string) {
  res
    .status(200)
    .set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvName(what)}"`,
      "Cache-Control": "no-store",
    })
    .send(csv);
}

type Handler = (context: ApiContext, session: StaffSession, match: RegExpMatchArray) => Promise<unknown> | unknown;
export type Endpoint = { method: "GET" | "POST" | "DELETE"; pattern: RegExp; handle: Handler };

/**
 * `/api/admin/*`: one route, so nothing under it can be added without the session check.
 * No session → 401 before anything else is looked at (the route's gate runs ahead of the
 * edge's method, Origin and body checks, so another method, a bad or an oversized body get
 * the same 401); a post also needs this site's Origin and the session's CSRF token in
 * `X-CSRF-Token` (a browser on another site can send neither).
 */
export function adminApiRoutes(auth: StaffAuth, office: BackOffice, extra: Endpoint[] = []): ApiRoute[] {
  const endpoints: Endpoint[] = [
    {
      method: "GET",
      pattern: /^\/session$/,
      handle: ({ res }, session) =>
        send(res, 200, { ok: true, user: { email: session.user.email }, csrfToken: session.csrfToken }),
    },
    {
      method: "GET",
      pattern: /^\/leads(\.csv)?$/,
      async handle({ req, res }, _session, match) {
        const parsed = parseInboxFilter(new URL(req.originalUrl, "http://x").searchParams);
        if (!parsed.ok) return send(res, 400, { ok: false, error: "invalid", fields: parsed.fields });
        if (match[1]) return sendCsv(res, "leads", await office.inboxCsv(parsed.filter));
        return send(res, 200, { ok: true, ...(await office.inbox(parsed.filter)) });
      },
    },
    {
      method: "POST",
      pattern: /^\/leads\/([a-z]+)\/([0-9a-f-]{36})\/status$/,
      async handle({ req, res, client }, session, match) {
        const kind = match[1];
        const body = (req.body ?? {}) as Record<string, unknown>;
        const status = body.status;
        const note = typeof body.note === "string" ? body.note : "";
        if (!isInboxKind(kind)) return send(res, 404, { ok: false, error: "not_found" });
        if (typeof status !== "string" || !(PIPELINE as readonly string[]).includes(status)) {
          return send(res, 400, {
            ok: false,
            error: "invalid",
            fields: { status: "Choose New, Contacted, Quoted, Won or Lost." },
          });
        }
        const answer = await office.changePipeline(
          kind,
          match[2]!,
          { status: status as (typeof PIPELINE)[number], note },
          session.user.email,
          client,
        );
        if (!answer.ok)
          return send(res, answer.fields ? 400 : 404, {
            ok: false,
            error: answer.fields ? "invalid" : "not_found",
            message: answer.message,
            fields: answer.fields ?? {},
          });
        return send(res, 200, { ok: true });
      },
    },
    {
      method: "GET",
      pattern: /^\/privacy-export$/,
      async handle({ req, res, client }, session) {
        const email = String(req.query.email ?? "").trim();
        if (!isEmail(email)) {
          return send(res, 400, {
            ok: false,
            error: "invalid",
            fields: { email: "Give the person's e-mail address." },
          });
        }
        const json = await office.privacyExport(email, session.user.email, client);
        res
          .status(200)
          .set({
            "Content-Type": "application/json; charset=utf-8",
            "Content-Disposition": `attachment; filename="privacy-export-${new Date().toISOString().slice(0, 10)}.json"`,
            "Cache-Control": "no-store",
          })
          .send(json);
      },
    },
    ...extra,
  ];

  // The session the gate found, for the handler of the same request (one lookup per request).
  const sessions = new WeakMap<IncomingMessage, StaffSession>();
  return [
    {
      path: "/api/admin{/*rest}",
      methods: ["GET", "POST", "DELETE"],
      async gate(req) {
        const session = await auth.session(req.headers.cookie);
        if (!session) return { status: 401, headers: NO_INDEX, body: UNAUTHENTICATED };
        sessions.set(req, session);
        return null;
      },
      async handle(context) {
        const { req, res } = context;
        const session = sessions.get(req) ?? (await auth.session(req.headers.cookie));
        if (!session) return send(res, 401, UNAUTHENTICATED);
        const path = req.path.slice("/api/admin".length);
        const method = req.method === "HEAD" ? "GET" : req.method;
        // One path may take several methods (the push subscriptions: POST and DELETE).
        const matching = endpoints.filter((endpoint) => endpoint.pattern.test(path));
        if (matching.length === 0) return send(res, 404, { ok: false, error: "not_found" });
        const endpoint = matching.find((e) => e.method === method);
        if (!endpoint) {
          res.set("Allow", matching.map((e) => e.method).join(", "));
          return send(res, 405, { ok: false, error: "method_not_allowed" });
        }
        const match = path.match(endpoint.pattern)!;
        if (method !== "GET") {
          const origin = req.headers.origin;
          const expected = `${req.protocol}://${req.headers.host}`;
          if (origin !== expected)
            return send(res, 403, { ok: false, error: "cross_site", message: "Cross-site request refused." });
          if (!sameToken(req.get("x-csrf-token"), session.csrfToken)) {
            return send(res, 403, { ok: false, error: "csrf", message: "Missing or wrong X-CSRF-Token." });
          }
        }
        return endpoint.handle(context, session, match);
      },
    },
  ];
}
