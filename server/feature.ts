import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import type { ProvidedService, RequestClient } from "../app/lib/app-context.ts";
import type { Core } from "./core.ts";

/**
 * What a feature's API route gets for one request: a JSON or urlencoded body is already parsed into `req.body`
 * (Express's parsers, within the route's limit); any other body is left for `bodyStream`, limited the same way.
 */
export type ApiContext = {
  req: Request;
  res: Response;
  client: RequestClient;
  bodyStream: () => ReadableStream<Uint8Array>;
  /** Lets the request go on to the pages: a path the route does not serve after all gets the site's 404 page. */
  toPages: () => void;
};

/** A JSON answer a gate gives instead of letting the request on. */
export type GateRefusal = { status: number; body: unknown; headers?: Record<string, string> };

export type ApiRoute = {
  path: string;
  /**
   * Methods it answers (HEAD goes with GET); any other gets 405 with an Allow header. DELETE only where a resource is
   * removed (the back office's push subscriptions); elsewhere the edge answers it 501.
   */
  methods: readonly ("GET" | "POST" | "DELETE")[];
  /** Largest request body in bytes; DEFAULT_BODY_LIMIT when absent. */
  bodyLimit?: number;
  /**
   * The body is left unparsed for `bodyStream`, whatever its type: a webhook whose signature covers the exact
   * bytes sent (Stripe's) reads them itself.
   */
  rawBody?: true;
  /**
   * Asked first for every request under the path's fixed part (any method, any path below it),
   * before the edge looks at the method, the Origin or the body: a refusal is the whole answer
   * (the body is dropped unread). The back office's session check: a request without a session
   * learns nothing else (issue 14: any /api/admin/* without a session is a 401).
   */
  gate?: (req: IncomingMessage) => Promise<GateRefusal | null>;
  handle: (context: ApiContext) => Promise<unknown> | unknown;
};

/** Work the server repeats while it runs; a run never overlaps the previous one of the same job. */
export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  /** Also run once at start-up: a job whose period is longer than a server may live between deploys. */
  atStart?: boolean;
};

/** One capability of the site as the server sees it. */
export type Feature = {
  name: string;
  api?: ApiRoute[];
  /** The services route loaders and actions reach through their typed contexts (app/lib/app-context.ts). */
  provides?: ProvidedService[];
  jobs?: Job[];
  /** Body limits for posts to page routes (route actions), by page path. */
  pageBodyLimits?: Record<string, number>;
  close?: () => Promise<void>;
};

/** Makes a feature on the shared core (database, signer, outbox); it registers its job handlers here. */
export type FeatureFactory = (core: Core) => Promise<Feature>;

/** Every form of the site fits in 16 KB; a feature that takes uploads raises its own routes' limit. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
