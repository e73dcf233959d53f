import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { unsubscribe } from "../leads/store.ts";
import { logger } from "../logger.ts";
import { verifyUnsubscribeToken } from "../mail/unsubscribe.ts";
import { contentSecurityPolicy, cspHosts, servedOverHttps } from "../http/security-headers.ts";
import { confirmPage, donePage, invalidLinkPage, tryLaterPage } from "./unsubscribe-page.ts";

export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
const RETRY_AFTER_S = 30;

/**
 * GET shows a confirmation page with a button (mail scanners open links; only
 * people press buttons); POST unsubscribes, from that button or from a mail
 * client's RFC 8058 one-click request. The signed token is the only credential.
 */
export function createUnsubscribeHandler(options: { env: Env; db: Kysely<Database>; unsubscribeSecret: string }) {
  const csp = contentSecurityPolicy(cspHosts(options.env), [], servedOverHttps(options.env));

  function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string) {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Content-Length", Buffer.byteLength(html));
    res.end(req.method === "HEAD" ? undefined : html);
  }

  return async function unsubscribePage(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://internal");
    const token = url.searchParams.get("token") ?? "";
    const email = verifyUnsubscribeToken(token, options.unsubscribeSecret);
    // The one-click body ("List-Unsubscribe=One-Click") carries nothing we need (the edge has read it).
    if (!email) return sendHtml(req, res, 400, invalidLinkPage());
    if (method !== "POST") return sendHtml(req, res, 200, confirmPage(email, token));
    try {
      await unsubscribe(options.db, email, new Date());
    } catch (error) {
      logger.error("unsubscribe failed", { error: String(error) });
      res.setHeader("Retry-After", String(RETRY_AFTER_S));
      return sendHtml(req, res, 503, tryLaterPage());
    }
    logger.info("newsletter unsubscribe");
    sendHtml(req, res, 200, donePage(email));
  };
}
