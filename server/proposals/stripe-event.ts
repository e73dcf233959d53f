import { z } from "zod";

/**
 * The parts of a verified Stripe event the deposit webhook reads (decision 0016), checked before anything is stored.
 * A good signature proves the body came from whoever holds the webhook's secret, not that it has the shape Stripe
 * documents: an event without `data`, a session whose amount is not a whole number of cents or whose metadata is not
 * strings is refused with a 400 the sender can read, instead of failing half-way through the payment's transaction.
 */
export const PAID_TYPES = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** The largest amount a deposit row holds (a 32-bit integer column on PostgreSQL). */
const MAX_CENTS = 2_147_483_647;
/** Stripe's ids are short; a key longer than this is not one of theirs. */
const MAX_ID = 255;

const EventSchema = z.object({
  id: z.string().min(1).max(MAX_ID),
  type: z.string().min(1).max(MAX_ID),
  data: z.unknown(),
});

const SessionSchema = z.object({
  id: z.string().min(1).max(MAX_ID),
  payment_status: z.string(),
  amount_total: z.number().int().min(0).max(MAX_CENTS).nullish(),
  currency: z.string().max(16).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export type PaidSession = z.infer<typeof SessionSchema>;

/** A paid-type event with its Checkout Session, or another type (its body not read further). */
export type DepositEvent = { id: string; type: string; session: PaidSession | null };

/** The event as the webhook reads it, or null when a part it reads has the wrong shape. */
export function readStripeEvent(event: unknown): DepositEvent | null {
  const parsed = EventSchema.safeParse(event);
  if (!parsed.success) return null;
  const { id, type } = parsed.data;
  if (!PAID_TYPES.has(type)) return { id, type, session: null };
  const data = z.object({ object: SessionSchema }).safeParse(parsed.data.data);
  return data.success ? { id, type, session: data.data.object } : null;
}
