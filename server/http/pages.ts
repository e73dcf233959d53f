import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createHeaders, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pathWithoutLocale } from "../../app/i18n/locales.ts";
import { refusedStatusContext, requestClientContext, type Refusal } from "../../app/lib/app-context.ts";
import { deferHydration } from "../defer-hydration.ts";
import type { Env } from "../env.ts";
import { DEFAULT_BODY_LIMIT, type Feature } from "../feature.ts";
import { BodyTooLarge, limitBody } from "./body-limit.ts";
import { routeWithAction, runIslandAction, wantsIslandAnswer } from "./island-actions.ts";
import { clientOf, forwardedProto, type Trust } from "./client-address.ts";
import { preferredEncoding } from "./static-files.ts";

/** Pages rendered per request are compressed as they go: a quick brotli level. */
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

export type PagesOptions = { env: Env; features: Feature[]; build: ServerBuild | (() => Promise<ServerBuild>) };

/** React Router behind the edge: route actions and pages, with the route context and bodies limited as they stream. */
export function createPages({ env, features, build }: PagesOptions, trust: Trust, csp: (html: string) => string) {
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  const handle = createRequestHandler(build, mode);
  const currentBuild = () => (typeof build === "function" ? build() : Promise.resolve(build));
  const provided = features.flatMap((feature) => feature.provides ?? []);
  // Body limits of form posts, by page path.
  const bodyLimits: Record<string, number> = Object.assign({}, ...features.map((f) => f.pageBodyLimits));

  function contextFor(req: IncomingMessage, refused?: Refusal) {
    const context = new RouterContextProvider();
    for (const provide of provided) provide(context);
    context.set(requestClientContext, clientOf(req, trust));
    if (refused) context.set(refusedStatusContext, refused);
    return context;
  }

  /**
   * The URL React Router sees: the browser's scheme and the host it asked for, so React Router's own check that an
   * action's Origin is this site holds under any name. A Host that is not a plain host name gives way to SITE_URL's.
   */
  function urlOf(req: IncomingMessage, pathname = req.url ?? "/"): URL {
    const scheme = forwardedProto(req, trust) === "https" ? "https" : "http";
    const host = req.headers.host ?? "";
    const url = URL.parse(pathname, `${scheme}://${host}`);
    if (url && url.host === host.toLowerCase()) return url;
    return new URL(pathname, `${scheme}://${new URL(env.SITE_URL).host}`);
  }

  async function send(req: IncomingMessage, res: ServerResponse, response: Response, status = response.status) {
    if (!response.headers.get("content-type")?.startsWith("text/html")) return sendResponse(res, response);
    let html = await response.text();
    if (mode === "production") html = deferHydration(html);
    const raw = Buffer.from(html, "utf8");
    const encoding = preferredEncoding(req);
    const body = encoding === "br" ? brotliCompressSync(raw, BROTLI_FAST) : encoding === "gzip" ? gzipSync(raw) : raw;
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", csp(html));
    headers.set("Cache-Control", "no-store");
    headers.set("Vary", "Accept-Encoding");
    headers.set("Content-Length", String(body.length));
    if (encoding) headers.set("Content-Encoding", encoding);
    // A page without an action refuses a post; say what it takes (RFC 9110 §15.5.6).
    if (status === 405) headers.set("Allow", "GET, HEAD");
    await sendResponse(res, new Response(body, { status, statusText: STATUS_CODES[status], headers }));
  }

  /**
   * The error page for a status the edge decided (413 for a body over its limit, 404 for a path it will not route),
   * rendered by React Router for a GET of `pathname` so it has the site's header, footer and a way back.
   */
  async function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal, pathname: string) {
    const request = new Request(urlOf(req, pathname), { headers: { accept: "text/html" } });
    await send(req, res, await handle(request, contextFor(req, refusal)), refusal.status);
  }

  /** A request for a page or a route action; a body past its limit throws BodyTooLarge (the edge answers 413). */
  async function page(req: IncomingMessage, res: ServerResponse) {
    const url = urlOf(req);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    // A page's limit holds in every language: /es/quote-request takes the photos /quote-request takes.
    const limit = bodyLimits[pathWithoutLocale(url.pathname.replace(/\.data$/, ""))] ?? DEFAULT_BODY_LIMIT;
    const aborted = new AbortController();
    // Past the limit the request is over for React Router too: an aborted request is not an error to report.
    const body = hasBody ? limitBody(req, limit, () => aborted.abort(new BodyTooLarge(limit))) : undefined;
    const exceeded = () => aborted.signal.reason instanceof BodyTooLarge;
    res.once("close", () => res.writableFinished || aborted.abort());
    const request = new Request(url, {
      method: req.method,
      headers: createHeaders(req),
      signal: aborted.signal,
      body,
      // @ts-expect-error Node's fetch needs this to stream a request body.
      duplex: body ? "half" : undefined,
    });
    if (wantsIslandAnswer(req.method, req.headers.accept)) {
      await islandPost(req, res, url, request, exceeded, limit);
      return;
    }
    const response = await handle(request, contextFor(req)).catch((error: unknown) => {
      if (!exceeded()) throw error;
    });
    if (!response || exceeded()) {
      await response?.body?.cancel();
      throw new BodyTooLarge(limit);
    }
    await send(req, res, response);
  }

  /**
   * A form island's post (docs/decisions/0014): the page's route action, answered as JSON. A path without one is a
   * 404 in the same form, so the island can tell it from a refusal.
   */
  async function islandPost(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    request: Request,
    exceeded: () => boolean,
    limit: number,
  ) {
    const route = routeWithAction(await currentBuild(), url.pathname.replace(/\.data$/, ""));
    if (!route) {
      await request.body?.cancel();
      return json(res, 404, {}, { data: null });
    }
    const answer = await runIslandAction(route, request, contextFor(req)).catch((error: unknown) => {
      if (!exceeded()) throw error;
    });
    if (!answer || exceeded()) throw new BodyTooLarge(limit);
    json(res, answer.status, answer.headers, answer.body);
  }

  function json(res: ServerResponse, status: number, headers: Record<string, string | string[]>, body: unknown) {
    res.writeHead(status, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  return { page, refuse };
}
