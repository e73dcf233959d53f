import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_IP_HEADER } from "../../app/features/forms/client-ip.ts";
import { clientOf } from "./client-address.ts";
import { appContext, type AppServices } from "../../app/lib/app-context.ts";
import type { Env } from "../env.ts";
import { logger } from "../logger.ts";
import { deferHydration } from "../defer-hydration.ts";
import { baseSecurityHeaders, contentSecurityPolicy, cspHosts, inlineScriptHashes } from "./security-headers.ts";
import type { StaticFiles } from "./static-files.ts";
import { type StaticFile } from "./static-files.ts";

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

  /**
   * Every header of a static answer, computed once per file, transport security and
   * encoding: serving a page or an asset is then one lookup and one writeHead
   * (bench:load compares this path with a bare static file server).
   */
  const headerCache = new WeakMap<StaticFile, Map<string, [string, string | number][]>>();
  function staticHeaders(file: StaticFile, secure: boolean, encoding: "br" | "gzip" | undefined, body: Buffer) {
    let perFile = headerCache.get(file);
    if (!perFile) headerCache.set(file, (perFile = new Map()));
    const key = `${secure}:${encoding ?? ""}`;
    let headers = perFile.get(key);
    if (!headers) {
      headers = [
        ...Object.entries(baseSecurityHeaders(secure)),
        ["Content-Type", file.type],
        ["Cache-Control", file.cacheControl],
        ["ETag", file.etag],
        ["Vary", "Accept-Encoding"],
        ...(file.isHtml ? [["Content-Security-Policy", cspFor(file, secure)] as [string, string]] : []),
        ...(encoding ? [["Content-Encoding", encoding] as [string, string]] : []),
        ["Content-Length", body.length],
      ];
      perFile.set(key, headers);
    }
    return headers;
  }

  function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, secure: boolean) {
    if (req.headers["if-none-match"] === file.etag) {
      const headers = staticHeaders(file, secure, undefined, file.body).filter(([k]) => k !== "Content-Length");
      res.writeHead(304, headers.flat() as string[]);
      res.end();
      return;
    }
    const accepted = preferredEncoding(req);
    const [body, encoding] =
      accepted === "br" && file.br
        ? [file.br, "br" as const]
        : accepted && file.gzip
          ? [file.gzip, "gzip" as const]
          : [file.body, undefined];
    res.writeHead(200, staticHeaders(file, secure, encoding, body).flat() as string[]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A GET or HEAD of a file in the build, answered before any request layer runs. */
  function staticFileFor(req: IncomingMessage): StaticFile | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // A plain-HTTP request behind the TLS proxy is redirected by the full path below.
    if (env.TRUST_PROXY && forwardedProto(req) === "http") return undefined;
    const raw = req.url ?? "/";
    const query = raw.indexOf("?");
    const path = query === -1 ? raw : raw.slice(0, query);
    if (!path.startsWith("/") || path.startsWith("//") || (path.length > 1 && path.endsWith("/"))) return undefined;
    try {
      return staticFiles.lookup(decodeURIComponent(path));
    } catch {
      return undefined;
    }
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
    const file = staticFileFor(req);
    if (file) return sendStatic(req, res, file, secure);
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
        if (file) {
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          return sendStatic(req, res, file, secure);
        }
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
