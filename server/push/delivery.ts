import type { Kysely } from "kysely";
import webpush from "web-push";
import type { Database } from "../db/schema.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { logger } from "../logger.ts";
import type { VapidKeys } from "./keys.ts";
import type { PushJobPayload } from "./notices.ts";

/** A push about a lead is worth a day: a phone that is off longer gets the lead by e-mail anyway. */
const TTL_SECONDS = 86_400;
/** Long enough for a slow push service, short enough that a hung one does not hold a worker slot. */
const TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may POST to an endpoint: https to one of PUSH_SERVICE_HOSTS (or a subdomain of one); plain http
 * only to this machine (the tests' push service). A signed-in browser chooses the endpoint, so without this list a
 * stolen session could make the server post to any address it can reach.
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(host));
}

/**
 * Sends one push job: the message encrypted for its device (RFC 8291, aes128gcm) and signed with the server's VAPID key
 * (RFC 8292), through the library `web-push`, posted with a time to live. The job's id is its Topic, so should a crash
 * between sending and recording send it again, a push service that still holds the first replaces it, and the
 * service worker shows it under the same tag. A 404 or 410 means the browser dropped the subscription: it is removed.
 */
export function pushHandler(options: { db: Kysely<Database>; keys: VapidKeys; hosts: readonly string[] }): JobHandler {
  const { db, keys, hosts } = options;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (job: OutboxJob) => {
    const payload = JSON.parse(job.payload) as Partial<PushJobPayload>;
    if (!payload.subscription || !payload.message) throw new PermanentDeliveryError("its copy was cleared");
    const device = await db
      .selectFrom("push_subscriptions")
      .selectAll()
      .where("id", "=", payload.subscription)
      .executeTakeFirst();
    if (!device) {
      // Turned off (or signed out everywhere) since it was queued: nothing to send.
      logger.info("push skipped: the device no longer gets pushes", { job: job.id });
      return;
    }
    if (!allowedEndpoint(device.endpoint, hosts)) {
      throw new PermanentDeliveryError("the device's push service is not in PUSH_SERVICE_HOSTS");
    }
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload.message),
      {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "high",
        topic: job.id.replace(/-/g, ""),
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch counts the body itself.
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      await db.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
      throw new PermanentDeliveryError(`the push service answered ${response.status}: the subscription is removed`);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new Error(`the push service answered ${response.status}`);
    }
    throw new PermanentDeliveryError(`the push service refused the push (${response.status})`);
  };
}
