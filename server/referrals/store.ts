import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../proposals/store.ts";

/**
 * Referral codes and the leads they brought (issue 34, item 5; docs/decisions/0024). A code is 12 random bytes
 * (96 bits, 16 base64url characters): unguessable, so knowing one tells nothing of another. One code per customer:
 * their e-mail, lowercased, is unique, so every order of the same customer shows the same link, and two page views
 * racing to make it end with one.
 */
const CODE = /^[A-Za-z0-9_-]{16}$/;

export const isReferralCode = (code: string) => CODE.test(code);

export const referralPath = (code: string) => `/r/${code}`;

/** The customer's code, made on first use. */
export async function referralCodeFor(
  db: Db,
  customer: { email: string; proposalId: string },
  nowMs: number,
): Promise<string> {
  const email = customer.email.trim().toLowerCase();
  const existing = await db
    .selectFrom("referral_codes")
    .select("code")
    .where("customer_email", "=", email)
    .executeTakeFirst();
  if (existing) return existing.code;
  await db
    .insertInto("referral_codes")
    .values({
      code: randomBytes(12).toString("base64url"),
      customer_email: email,
      proposal_id: customer.proposalId,
      created_at: new Date(nowMs).toISOString(),
    })
    .onConflict((oc) => oc.column("customer_email").doNothing())
    .execute();
  const made = await db
    .selectFrom("referral_codes")
    .select("code")
    .where("customer_email", "=", email)
    .executeTakeFirstOrThrow();
  return made.code;
}

export async function referralCode(db: Db, code: string) {
  if (!isReferralCode(code)) return undefined;
  return db.selectFrom("referral_codes").selectAll().where("code", "=", code).executeTakeFirst();
}

export type Attribution = "recorded" | "unknown_code" | "own_code" | "already";

/**
 * A new lead that arrived with `code`: its referral, once per lead. A customer's own code does not refer themselves.
 */
export async function attributeLead(
  db: Db,
  code: string,
  lead: { kind: string; id: string; email: string },
  nowMs: number,
): Promise<Attribution> {
  const known = await referralCode(db, code);
  if (!known) return "unknown_code";
  if (known.customer_email === lead.email.trim().toLowerCase()) return "own_code";
  const inserted = await db
    .insertInto("referrals")
    .values({
      id: randomUUID(),
      code: known.code,
      lead_kind: lead.kind,
      lead_id: lead.id,
      created_at: new Date(nowMs).toISOString(),
      reward_given_at: null,
      reward_given_by: null,
    })
    .onConflict((oc) => oc.columns(["lead_kind", "lead_id"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? "recorded" : "already";
}
