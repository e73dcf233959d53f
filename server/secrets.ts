import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.ts";

/**
 * The key behind every signed link the site hands out (booking pages, photo links, newsletter confirmation and
 * unsubscribe links): `SECRET_KEY` when configured, otherwise one random key made on first start and kept in the
 * database, so every instance and every restart agree on it — a link in an e-mail keeps working. Each purpose signs
 * with its own key derived from it (HKDF), so a token made for one use never verifies for another.
 */
export type Signer = ReturnType<typeof createSigner>;

const NAME = "signing_key";

export async function loadSigningKey(db: Kysely<Database>, configured: string, nowMs = Date.now()): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  // Two instances starting at once both try; the first insert wins and both read it back.
  await db
    .insertInto("server_secrets")
    .values({ name: NAME, value: randomBytes(32).toString("base64url"), created_at: new Date(nowMs).toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}

export function createSigner(master: Buffer) {
  const keyFor = (purpose: string) => Buffer.from(hkdfSync("sha256", master, "", `amberwood:${purpose}`, 32));
  const mac = (purpose: string, message: string, bytes: number) =>
    createHmac("sha256", keyFor(purpose)).update(message, "utf8").digest().subarray(0, bytes);
  return {
    /** A URL-safe signature of `message` for `purpose`, `bytes` long before encoding. */
    sign: (purpose: string, message: string, bytes = 32) => mac(purpose, message, bytes).toString("base64url"),
    /** Whether `signature` is `sign(purpose, message)`, in constant time. */
    verify(purpose: string, message: string, signature: string, bytes = 32) {
      if (signature.length > 100) return false;
      const given = Buffer.from(signature, "base64url");
      // Only the one spelling we issue: base64url's last character has unused bits, and a
      // decoder ignores them, so "…A" and "…B" can decode alike; an altered token is refused.
      if (given.toString("base64url") !== signature) return false;
      const expected = mac(purpose, message, bytes);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The derived key of `purpose` itself, for code that signs with a secret string. */
    secretFor: (purpose: string) => keyFor(purpose).toString("base64url"),
  };
}
