import type { Kysely } from "kysely";
import { z } from "zod";
import { plainFieldErrors } from "../../app/features/leads/field-errors.ts";
import type { Database } from "../db/schema.ts";
import { send, type Endpoint } from "../admin/routes.ts";
import { audit } from "../auth/audit.ts";
import { allowedEndpoint } from "./delivery.ts";
import { deviceLabel } from "./device.ts";
import type { VapidKeys } from "./keys.ts";
import { removeSubscription, saveSubscription } from "./subscriptions.ts";

/** base64url that decodes to exactly `bytes` bytes. */
const base64url = (bytes: number, message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, message)
    .refine((v) => Buffer.from(v.replace(/=+$/, ""), "base64url").length === bytes, message);

/** A browser's `PushSubscription.toJSON()`: where to post, and the keys to encrypt for (RFC 8291). */
export const SubscriptionSchema = z.object({
  endpoint: z.url("Give the subscription's endpoint URL.").max(2048, "The endpoint is too long."),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte authentication secret.
    p256dh: base64url(65, "keys.p256dh must be the browser's P-256 public key."),
    auth: base64url(16, "keys.auth must be the browser's 16-byte secret."),
  }),
});

const EndpointSchema = z.object({ endpoint: z.string().max(2048) });

/**
 * The back office's Web Push endpoints (docs/api.md), behind the staff session of `/api/admin/*`: the server's public
 * key for `pushManager.subscribe`, and one device's subscription stored (POST) or removed (DELETE).
 */
export function pushEndpoints(options: {
  db: Kysely<Database>;
  keys: VapidKeys;
  hosts: readonly string[];
  now?: () => number;
}): Endpoint[] {
  const { db, keys, hosts } = options;
  const now = options.now ?? Date.now;
  const invalid = (fields: Record<string, string>) => ({ ok: false, error: "invalid", fields });
  return [
    {
      method: "GET",
      pattern: /^\/push\/key$/,
      handle: ({ res }) => send(res, 200, { publicKey: keys.publicKey }),
    },
    {
      method: "POST",
      pattern: /^\/push\/subscriptions$/,
      async handle({ req, res, client }, session) {
        const parsed = SubscriptionSchema.safeParse(req.body);
        if (!parsed.success) return send(res, 400, invalid(plainFieldErrors(parsed.error)));
        if (!allowedEndpoint(parsed.data.endpoint, hosts)) {
          return send(res, 400, invalid({ endpoint: "That push service is not one this site sends to." }));
        }
        const device = deviceLabel(client.userAgent ?? "");
        await saveSubscription(db, session.user.id, parsed.data, device, now());
        await audit(
          db,
          { actor: session.user.email, action: "push_on", detail: { device }, clientIp: client.ip },
          now(),
        );
        return send(res, 201, { ok: true });
      },
    },
    {
      method: "DELETE",
      pattern: /^\/push\/subscriptions$/,
      async handle({ req, res, client }, session) {
        const parsed = EndpointSchema.safeParse(req.body);
        if (!parsed.success) return send(res, 400, invalid({ endpoint: "Give the subscription's endpoint." }));
        if (await removeSubscription(db, session.user.id, { endpoint: parsed.data.endpoint })) {
          await audit(db, { actor: session.user.email, action: "push_off", clientIp: client.ip }, now());
        }
        res.status(204).set({ "Cache-Control": "no-store" }).end();
      },
    },
  ];
}
