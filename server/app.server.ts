import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_IP_HEADER } from "../app/features/forms/client-ip.ts";
import { clientOf } from "./client-address.server.ts";
import { appContext, type AppServices } from "../app/lib/app-context.ts";
import type { Env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { deferHydration } from "./defer-hydration.server.ts";
import { baseSecurityHeaders, contentSecurityPolicy, cspHosts, inlineScriptHashes } from "./security-headers.server.ts";
import type { StaticFiles } from "./static.server.ts";
import { type StaticFile } from "./static.server.ts";

/** Answers a request it owns and returns true, or returns false to let the next layer try. */
export type RequestLayer = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

export type AppOptions = {
  env: Env;
  build: ServerBuild;
  staticFiles: StaticFiles;
  /** Layers that run before static files and pages, e.g. the lead API. */
  layers?: RequestLayer[];
  services?: AppServices;
};

const MAX_PAGE_BODY = 16 * 1024;

export function preferredEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

function forwardedProto(req: IncomingMessage): string | undefined {
  return String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
}

export function isSecure(req: IncomingMessage, env: Env): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return env.TRUST_PROXY && forwardedProto(req) === "https";
}

export function createApp(options: AppOptions) {
  const { env, build, staticFiles } = options;
  const hosts = cspHosts(env);
  const handleDocument = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const cspCache = new WeakMap<StaticFile, string>();

  function cspFor(file: StaticFile, secure: boolean): string {
    let value = cspCache.get(file);
    if (!value) {
      value = contentSecurityPolicy(hosts, inlineScriptHashes(file.body.toString("utf8")), secure);
      cspCache.set(file, value);
    }
    return value;
  }

  function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, secure: boolean) {
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (file.isHtml) res.setHeader("Content-Security-Policy", cspFor(file, secure));
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = preferredEncoding(req);
    let body = file.body;
    if (encoding === "br" && file.br) {
      body = file.br;
      res.setHeader("Content-Encoding", "br");
    } else if (encoding && file.gzip) {
      body = file.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function sendDocument(req: IncomingMessage, res: ServerResponse, secure: boolean) {
    const request = toFetchRequest(req, env);
    const context = new RouterContextProvider();
    context.set(appContext, options.services ?? null);
    const response = await handleDocument(request, context);
    res.statusCode = response.status;
    response.headers.forEach((value, key) => {
      if (key !== "content-length" && key !== "content-encoding") res.setHeader(key, value);
    });
    const type = response.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) {
      if (!response.body || req.method === "HEAD") return void res.end();
      Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
      return;
    }
    const html = deferHydration(await response.text());
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(hosts, inlineScriptHashes(html), secure));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", "Accept-Encoding");
    let body = Buffer.from(html, "utf8");
    const encoding = preferredEncoding(req);
    if (encoding === "br") {
      body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      res.setHeader("Content-Encoding", "br");
    } else if (encoding === "gzip") {
      body = gzipSync(body);
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async function listener(req: IncomingMessage, res: ServerResponse) {
    const secure = isSecure(req, env);
    for (const [k, v] of Object.entries(baseSecurityHeaders(secure))) res.setHeader(k, v);
    try {
      const url = new URL(req.url ?? "/", "http://internal");
      // Behind a TLS proxy, a plain-HTTP request is sent to the HTTPS address first.
      if (env.TRUST_PROXY && forwardedProto(req) === "http" && url.pathname !== "/healthz") {
        const host = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? new URL(env.SITE_URL).host);
        res.statusCode = 308;
        res.setHeader("Location", `https://${host.split(",")[0]?.trim()}${url.pathname}${url.search}`);
        res.end();
        return;
      }
      if (url.pathname === "/healthz") {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "no-store");
        res.end(JSON.stringify({ status: "ok" }));
        return;
      }
      for (const layer of options.layers ?? []) {
        if (await layer(req, res)) return;
      }
      if (req.method === "GET" || req.method === "HEAD") {
        if (url.pathname.length > 1 && url.pathname.endsWith("/") && !url.pathname.startsWith("//")) {
          res.statusCode = 308;
          res.setHeader("Location", url.pathname.replace(/\/+$/, "") + url.search);
          res.end();
          return;
        }
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          pathname = url.pathname;
        }
        const file = staticFiles.lookup(pathname);
        if (file) return sendStatic(req, res, file, secure);
      }
      const length = Number(req.headers["content-length"] ?? 0);
      if (length > MAX_PAGE_BODY) {
        res.statusCode = 413;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Request body too large");
        return;
      }
      await sendDocument(req, res, secure);
    } catch (error) {
      logger.error("request failed", { url: req.url, error: String(error) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Something went wrong on our side. Please try again.");
      } else {
        res.destroy();
      }
    }
  };
}

export function toFetchRequest(req: IncomingMessage, env: Env): Request {
  const origin = new URL(env.SITE_URL);
  const host = req.headers.host ?? origin.host;
  const url = new URL(req.url ?? "/", `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // Route actions have no socket: hand them the client address, replacing whatever a client claimed.
  headers.set(CLIENT_IP_HEADER, clientOf(req, env.TRUST_PROXY).ip);
  const controller = new AbortController();
  req.once("close", () => {
    if (!req.complete) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (limitBody(req, MAX_PAGE_BODY) as unknown as BodyInit) : undefined,
    // @ts-expect-error Node's fetch needs this to stream a request body.
    duplex: hasBody ? "half" : undefined,
  });
}

/** A request body stream that errors instead of buffering past the limit. */
function limitBody(req: IncomingMessage, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > max) {
          controller.error(new Error("Request body too large"));
          req.destroy();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
      });
      req.on("end", () => controller.close());
      req.on("error", (e) => controller.error(e));
    },
  });
}
