import type { Db } from "../db/database.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { logger } from "../logger.ts";
import { takeInbound } from "./callbacks.ts";
import { takeStatus } from "./statuses.ts";
import { validTwilioSignature, type PostParams } from "./signature.ts";
import type { TextSettings } from "./texts.ts";
import { INBOUND_PATH, STATUS_PATH } from "./twilio.ts";

/** What Twilio is answered: no reply text of its own (a HELP answer goes through the outbox like any text). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export type SmsRouteDeps = {
  db: Db;
  texts: TextSettings;
  /** The auth token that signs Twilio's callbacks; empty: nothing is accepted. */
  authToken: string;
  siteUrl: string;
  /** Tell the business's CRM of a new text lead (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
  now?: () => number;
};

/** The form Twilio posted, each name with its values (a name may repeat), exactly as sent. */
async function formParams(ctx: ApiContext): Promise<PostParams> {
  const raw = await new globalThis.Response(ctx.bodyStream()).text();
  const params: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(raw)) (params[name] ??= []).push(value);
  return params;
}

const one = (params: PostParams, name: string): string => [params[name] ?? ""].flat()[0] ?? "";

/**
 * A callback of Twilio's, accepted only with its signature: over the site's public URL of the path (SITE_URL, as
 * Twilio was told to call it) and the posted parameters. Missing or wrong: 403, nothing recorded.
 */
function twilioCallback(
  deps: SmsRouteDeps,
  path: string,
  take: (params: PostParams, nowMs: number, clientIp: string) => Promise<unknown>,
): ApiRoute {
  return {
    path,
    methods: ["POST"],
    rawBody: true,
    async handle(ctx) {
      const params = await formParams(ctx);
      const header = ctx.req.headers["x-twilio-signature"];
      const url = new URL(path, deps.siteUrl).href;
      if (!validTwilioSignature(deps.authToken, url, params, typeof header === "string" ? header : undefined)) {
        logger.warn("twilio callback refused: no valid signature", { path });
        ctx.res.status(403).type("text/plain").send("Forbidden");
        return;
      }
      if (!one(params, "MessageSid")) {
        ctx.res.status(400).type("text/plain").send("MessageSid is missing");
        return;
      }
      await take(params, (deps.now ?? Date.now)(), ctx.client.ip);
      ctx.res.status(200).type("text/xml").send(EMPTY_TWIML);
    },
  };
}

/** POST /api/sms/inbound (a text a customer sent) and POST /api/sms/status (a text's delivery), both Twilio's. */
export function smsRoutes(deps: SmsRouteDeps): ApiRoute[] {
  return [
    twilioCallback(deps, INBOUND_PATH, (params, nowMs, clientIp) =>
      takeInbound(
        deps.db,
        deps.texts,
        { sid: one(params, "MessageSid"), from: one(params, "From"), to: one(params, "To"), body: one(params, "Body") },
        nowMs,
        { crm: deps.crm ?? false, clientIp },
      ),
    ),
    twilioCallback(deps, STATUS_PATH, (params, nowMs) =>
      takeStatus(
        deps.db.kysely,
        { sid: one(params, "MessageSid"), status: one(params, "MessageStatus"), errorCode: one(params, "ErrorCode") },
        nowMs,
      ),
    ),
  ];
}
