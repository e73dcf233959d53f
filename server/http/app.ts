import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { rendersAtRequest } from "../../app/content/site-pages.ts";
import { DEFAULT_BODY_LIMIT, type ApiRoute, type GateRefusal } from "../feature.ts";
import { logger } from "../logger.ts";
import { answerWhileDraining, drainBoundOf, limitBody } from "./body-limit.ts";
import { clientOf, compileTrust, forwardedProto } from "./client-address.ts";
import { refuseJson, refusalBody } from "./json.ts";
import { wantsIslandAnswer } from "./island-actions.ts";
import { createPages, type PagesOptions } from "./pages.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  cspHosts,
  inlineScriptHashes,
  servedOverHttps,
} from "./security-headers.ts";
import { sendStaticFile, StaticFiles } from "./static-files.ts";

export type EdgeOptions = PagesOptions & {
  /** The client build served from memory (production); absent in development, where Vite serves it. */
  clientDir?: string;
  devMiddleware?: RequestHandler;
};

/** The methods every resource here may implement; anything else is 501 (RFC 9110 §15.6.2), DELETE but where a route takes it. */
const IMPLEMENTED = ["GET", "HEAD", "POST"];

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
};

/** A path the edge will not route: not origin-form, or one a browser would read as another host. */
function unroutable(pathname: string): boolean {
  return !pathname.startsWith("/") || /^\/[/\\]/.test(pathname) || /^\/[/\\]/.test(decoded(pathname) ?? "");
}

/** What the API says for a body it could not take (body-parser's errors and our own BodyTooLarge). */
const BODY_ERRORS: Record<number, string> = { 400: "invalid", 413: "too_large", 415: "unsupported_media_type" };
const BODY_MESSAGES: Record<string, string> = { "entity.parse.failed": "The request body is not valid JSON" };
/** An error Express hands on: body-parser's and BodyTooLarge carry the status, type and the limit they refused at. */
type HttpError = { status?: number; type?: string; message?: string; limit?: number };

const INTERNAL = "Something went wrong on our side.";
const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** Whether a (lower-cased) path is a route's fixed part or below it. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The fixed start of an Express route path: "/api/admin{/*rest}" → "/api/admin". */
const fixedPart = (routePath: string) => routePath.split(/[{:*(]/, 1)[0]!.replace(/\/$/, "");

/** The HTTP edge (docs/decisions/0005): method and path checks, redirects, the build from memory, then Express. */
export function createEdge(options: EdgeOptions): RequestListener {
  const { env } = options;
  const trust = compileTrust(env.TRUST_PROXY);
  const secure = servedOverHttps(env);
  const siteOrigin = new URL(env.SITE_URL).origin;
  const hosts = cspHosts(env);
  const securityHeaders = Object.entries(baseSecurityHeaders(secure));
  const csp = (html: string) => contentSecurityPolicy(hosts, inlineScriptHashes(html), secure);
  const staticFiles =
    options.clientDir === undefined
      ? undefined
      : new StaticFiles(options.clientDir, ({ isHtml, body }) =>
          isHtml ? [...securityHeaders, ["Content-Security-Policy", csp(body.toString("utf8"))]] : securityHeaders,
        );
  const pages = createPages(options, trust, csp);
  const protect = (res: ServerResponse) => securityHeaders.forEach(([name, value]) => res.setHeader(name, value));
  const answer = (res: ServerResponse, status: number, headers: Record<string, string>, body?: string) => {
    protect(res);
    res.writeHead(status, headers).end(body);
  };
  const answerJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
    answer(res, status, { ...JSON_HEADERS, ...headers }, JSON.stringify(body));
  // A gate covers its route's fixed part and every path below it, in any letter case (as Express matches routes).
  const gates = options.features
    .flatMap((f) => f.api ?? [])
    .flatMap(({ path, gate }) => (gate ? [{ prefix: fixedPart(path).toLowerCase(), check: gate }] : []));
  // DELETE is implemented only under the routes that remove something (and, past the gate, by their handlers).
  const deletable = options.features
    .flatMap((f) => f.api ?? [])
    .flatMap(({ path, methods }) => (methods.includes("DELETE") ? [fixedPart(path).toLowerCase()] : []));
  const implemented = (method: string, pathname: string) => {
    if (IMPLEMENTED.includes(method)) return true;
    const path = pathname.toLowerCase();
    return method === "DELETE" && deletable.some((prefix) => under(path, prefix));
  };

  function apiRoute(route: ApiRoute): RequestHandler[] {
    const allowed = route.methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m]));
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    // A route that takes uploads raises its limit for the multipart body it streams (bodyStream);
    // its JSON and urlencoded bodies stay within the default.
    const textLimit = Math.min(limit, DEFAULT_BODY_LIMIT);
    const parsers = route.rawBody
      ? []
      : [express.json({ limit: textLimit }), express.urlencoded({ limit: textLimit, extended: false })];
    return [
      (req, res, next) => {
        if (allowed.includes(req.method)) return next();
        const allow = allowed.join(", ");
        refuseJson(res, 405, "method_not_allowed", `Use ${allow}`, { Allow: allow });
      },
      ...parsers,
      (req, res, next) =>
        route.handle({
          req,
          res,
          client: clientOf(req, trust),
          bodyStream: () => limitBody(req, limit),
          toPages: () => next(),
        }),
    ];
  }

  const failed: ErrorRequestHandler = (error: HttpError, req, res, _next) => {
    // A form island's post is answered in JSON too (docs/decisions/0014), like the API.
    const api = req.path.startsWith("/api/") || wantsIslandAnswer(req.method, req.headers.accept);
    const code = error.status === undefined ? undefined : BODY_ERRORS[error.status];
    if (code && !res.headersSent) {
      // The client may still be sending (a 42 MB upload refused at 40 MB): it gets the answer, not a reset.
      const limit = error.limit ?? DEFAULT_BODY_LIMIT;
      answerWhileDraining(req, res, drainBoundOf(limit));
      if (api) return refuseJson(res, error.status!, code, BODY_MESSAGES[error.type!] ?? error.message!);
      if (error.status === 413) {
        return void pages.refuse(req, res, { status: 413, limitBytes: limit }, req.path).catch(() => res.destroy());
      }
    }
    // Not `req.destroyed`: a request whose body a route read to its end (the Stripe webhook's raw body) is destroyed
    // then too, and its client is still waiting for the answer. Its connection tells whether the client left.
    if (req.socket.destroyed || res.headersSent) {
      // The client left, or the answer broke off half-way: nobody is left to tell.
      logger.warn("request broke off", { method: req.method, path: req.path, error: String(error) });
      return void res.destroy();
    }
    logger.error("request failed", { method: req.method, path: req.path, error: String(error) });
    if (api) return refuseJson(res, 500, "internal", INTERNAL);
    res.status(500).type("text/plain").set("Cache-Control", "no-store").send(INTERNAL);
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trust);
  app.use((_req, res, next) => (protect(res), next()));
  app.get("/healthz", (_req, res) => res.set("Cache-Control", "no-store").json({ status: "ok" }));
  if (options.devMiddleware) app.use(options.devMiddleware);
  for (const feature of options.features) for (const route of feature.api ?? []) app.all(route.path, apiRoute(route));
  // Not a route pattern: React Router reads the raw path itself, malformed escapes included (its 404).
  app.use((req, res) => pages.page(req, res));
  app.use(failed);

  /**
   * A post from another site's page (CSRF), told by the Origin that browsers send: ours is SITE_URL's or the one the
   * request was sent to (another host name of this server). A client with no Origin (curl, an integration, an older
   * browser's same-origin post) is not a browser on another site, and passes to the usual checks.
   */
  function crossSite(req: IncomingMessage): boolean {
    const { origin, host } = req.headers;
    if (origin === undefined || origin === siteOrigin) return false;
    return !host || origin !== `${forwardedProto(req, trust) ?? "http"}://${host}`;
  }

  function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const raw = req.url ?? "/";
    const pathname = raw.split("?", 1)[0]!;
    const read = method === "GET" || method === "HEAD";
    if (!implemented(method, pathname)) {
      const headers = { "Content-Type": "text/plain; charset=utf-8", Allow: IMPLEMENTED.join(", ") };
      return answer(res, 501, headers, "Not implemented");
    }
    if (unroutable(pathname)) {
      protect(res);
      if (!read) answerWhileDraining(req, res);
      return void pages.refuse(req, res, { status: 404 }, "/").catch(() => res.destroy());
    }
    if ((method === "POST" || method === "DELETE") && crossSite(req)) {
      answerWhileDraining(req, res);
      const message = "This form can only be sent from the site's own pages.";
      return pathname.startsWith("/api/")
        ? answerJson(res, 403, { ok: false, error: "cross_site", message })
        : answer(res, 403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, message);
    }
    // Behind a TLS proxy, a plain-HTTP request goes to the public HTTPS address first.
    if (secure && forwardedProto(req, trust) === "http" && pathname !== "/healthz") {
      return answer(res, 308, { Location: siteOrigin + raw, "Content-Length": "0" });
    }
    if (read && pathname.length > 1 && pathname.endsWith("/")) {
      const location = pathname.replace(/\/+$/, "") + raw.slice(pathname.length);
      return answer(res, 308, { Location: location, "Content-Length": "0" });
    }
    const path = staticFiles && decoded(pathname);
    const file = path === undefined ? undefined : staticFiles!.lookup(path);
    // A page whose loader reads this query (a referral's `?ref=`) is rendered at the request, not handed out as a file.
    const rendered = file?.isHtml === true && rendersAtRequest(pathname, raw.slice(pathname.length + 1));
    if (file && read && !rendered) return sendStaticFile(req, res, file);
    // React Router reads a page's `.data` on client navigations; a post to it is a scripted form post to its action.
    if (file && !file.isHtml && !(method === "POST" && path!.endsWith(".data"))) {
      answerWhileDraining(req, res);
      return answer(res, 405, { Allow: "GET, HEAD", "Content-Length": "0" });
    }
    app(req, res);
  }

  return function edge(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "/").split("?", 1)[0]!.toLowerCase();
    const gate = gates.find(({ prefix }) => under(path, prefix));
    if (!gate) return route(req, res);
    // A gated route's check comes before anything else; the request goes on only past it.
    const refuse = (refusal: GateRefusal) => {
      if (req.method !== "GET" && req.method !== "HEAD") answerWhileDraining(req, res);
      answerJson(res, refusal.status, refusal.body, refusal.headers);
    };
    gate
      .check(req)
      .then((refusal) => (refusal ? refuse(refusal) : route(req, res)))
      .catch((error: unknown) => {
        // The gate could not answer (the database is down), or the route threw: never an unhandled rejection.
        logger.error("request failed", { method: req.method, path: req.url, error: String(error) });
        if (res.headersSent) return void res.destroy();
        refuse({ status: 500, body: refusalBody("internal", INTERNAL) });
      });
  };
}
