import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../env.ts";
import { DEFAULT_BODY_LIMIT, type ApiRoute, type Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { BodyTooLarge, declaredTooLarge, discardBody, limitBody, readBody } from "./body-limit.ts";
import { clientOf, compileTrust, forwardedProto } from "./client-address.ts";
import { createPages } from "./pages.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  cspHosts,
  inlineScriptHashes,
  servedOverHttps,
} from "./security-headers.ts";
import { sendStaticFile, StaticFiles } from "./static-files.ts";

export type EdgeOptions = {
  env: Env;
  features: Feature[];
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build served from memory (production); absent in development, where Vite serves it. */
  clientDir?: string;
  /** Development: Vite's middlewares, ahead of the API and the pages. */
  devMiddleware?: RequestHandler;
};

/** The only methods any resource here implements; anything else is 501 (RFC 9110 §15.6.2). */
const IMPLEMENTED = new Set(["GET", "HEAD", "POST"]);

/** A path the edge will not route: not origin-form, or one a browser would read as another host. */
export function unroutable(pathname: string): boolean {
  if (!pathname.startsWith("/")) return true;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes are React Router's to refuse.
  }
  return /^\/[/\\]/.test(pathname) || /^\/[/\\]/.test(decoded);
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(res.req.method === "HEAD" ? undefined : text);
}

/**
 * The site's HTTP edge, in front of everything: method and path checks, the HTTPS
 * and trailing-slash redirects, then the prerendered build from memory, and behind
 * it an Express app with the features' API routes and React Router (docs/decisions/0005).
 */
export function createEdge(options: EdgeOptions): RequestListener {
  const { env } = options;
  const trust = compileTrust(env.TRUST_PROXY);
  const siteUrl = new URL(env.SITE_URL);
  const secure = servedOverHttps(env);
  const hosts = cspHosts(env);
  const securityHeaders = Object.entries(baseSecurityHeaders(secure));
  const csp = (html: string) => contentSecurityPolicy(hosts, inlineScriptHashes(html), secure);
  const staticFiles =
    options.clientDir === undefined
      ? undefined
      : new StaticFiles(options.clientDir, ({ isHtml, body }) => [
          ...securityHeaders,
          ...(isHtml ? [["Content-Security-Policy", csp(body.toString("utf8"))] as [string, string]] : []),
        ]);
  const pages = createPages({
    build: options.build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    services: Object.assign({}, ...options.features.map((f) => f.services ?? {})),
    trust,
    siteUrl,
    bodyLimits: Object.assign({}, ...options.features.map((f) => f.pageBodyLimits ?? {})),
    csp,
  });

  const withSecurityHeaders = (res: ServerResponse) => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
  };

  function apiRoute(route: ApiRoute): RequestHandler {
    const allowed = new Set(route.methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])));
    const allow = [...allowed].join(", ");
    const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    return async (req, res) => {
      if (!allowed.has(req.method)) {
        return json(res, 405, { ok: false, error: "method_not_allowed", message: `Use ${allow}` }, { Allow: allow });
      }
      if (declaredTooLarge(req, limit)) {
        discardBody(req);
        throw new BodyTooLarge(limit);
      }
      await route.handle({
        req,
        res,
        client: clientOf(req, trust),
        body: () => readBody(req, limit),
        bodyStream: () => limitBody(req, limit).stream,
      });
    };
  }

  const failed: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const api = req.path.startsWith("/api/");
    if (error instanceof BodyTooLarge && !res.headersSent) {
      if (api) return json(res, 413, { ok: false, error: "too_large", message: error.message, fields: {} });
      return pages.refuse(req, res, 413, req.path).catch(() => res.destroy());
    }
    if (req.destroyed || res.headersSent) {
      // The client left, or the answer broke off half-way: nobody is left to tell.
      logger.warn("request broke off", { method: req.method, path: req.path, error: String(error) });
      if (!res.writableEnded) res.destroy();
      return;
    }
    logger.error("request failed", { method: req.method, path: req.path, error: String(error) });
    if (api) return json(res, 500, { ok: false, error: "internal", message: "Something went wrong on our side." });
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Something went wrong on our side. Please try again.");
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", trust);
  app.use((_req, res, next) => {
    withSecurityHeaders(res);
    next();
  });
  app.get("/healthz", (_req, res) => json(res, 200, { status: "ok" }));
  if (options.devMiddleware) app.use(options.devMiddleware);
  for (const feature of options.features) for (const route of feature.api ?? []) app.all(route.path, apiRoute(route));
  // Not a route pattern: React Router reads the raw path itself, malformed escapes included (its 404).
  app.use((req, res) => pages.page(req, res));
  app.use(failed);

  return function edge(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const raw = req.url ?? "/";
    const query = raw.indexOf("?");
    const pathname = query === -1 ? raw : raw.slice(0, query);
    const read = method === "GET" || method === "HEAD";
    if (!IMPLEMENTED.has(method)) {
      withSecurityHeaders(res);
      res.writeHead(501, { "Content-Type": "text/plain; charset=utf-8", Allow: [...IMPLEMENTED].join(", ") });
      return void res.end("This server does not implement that method.");
    }
    if (unroutable(pathname)) {
      withSecurityHeaders(res);
      if (!read) discardBody(req);
      return void pages.refuse(req, res, 404, "/").catch(() => res.destroy());
    }
    // Behind a TLS proxy, a plain-HTTP request goes to the public HTTPS address first.
    if (secure && forwardedProto(req, trust) === "http" && pathname !== "/healthz") {
      withSecurityHeaders(res);
      res.writeHead(308, { Location: siteUrl.origin + raw, "Content-Length": 0 });
      return void res.end();
    }
    if (read && pathname.length > 1 && pathname.endsWith("/")) {
      withSecurityHeaders(res);
      res.writeHead(308, { Location: pathname.replace(/\/+$/, "") + raw.slice(pathname.length), "Content-Length": 0 });
      return void res.end();
    }
    const decoded = staticFiles && decodePath(pathname);
    const file = decoded === undefined ? undefined : staticFiles!.lookup(decoded);
    if (file && read) return sendStaticFile(req, res, file);
    if (file && !file.isHtml) {
      withSecurityHeaders(res);
      discardBody(req);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Length": 0 });
      return void res.end();
    }
    app(req, res);
  };
}
