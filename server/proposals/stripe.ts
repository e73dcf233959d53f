import Stripe from "stripe";
import type { Locale } from "../../app/i18n/locales.ts";
import type { Env } from "../env.ts";

/**
 * Card payments of deposits through Stripe Checkout (issue 33; decision 0016), with the official SDK. The SDK is
 * pointed at `STRIPE_API_BASE` (host, port and protocol), so the tests run it against a loopback fake
 * (tests/mocks/stripe-fake.ts); the webhook's signature is checked by the SDK's own `constructEvent` with a
 * tolerance of 300 seconds.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export type CheckoutRequest = {
  proposalId: string;
  version: number;
  /** "P-3F9A2C1B", shown on Stripe's page. */
  number: string;
  amountCents: number;
  customerEmail: string;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  /** What is paid: the deposit (the default) or the balance of an installed order (issue 34). */
  purpose?: "deposit" | "balance";
};

export type StripeGateway = {
  /** A Checkout Session for the deposit: one per proposal version (the idempotency key). */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The event a webhook request carries, after its signature is checked; throws when it does not hold. */
  verify(rawBody: string, signature: string, nowMs?: number): Stripe.Event;
};

/** The idempotency key of a version's deposit: Stripe answers a repeat with the same session. */
export const depositIdempotencyKey = (proposalId: string, version: number) =>
  `proposal-deposit-${proposalId}-v${version}`;

/** The balance's key: one Checkout Session per order's accepted version, as for the deposit. */
export const balanceIdempotencyKey = (proposalId: string, version: number) =>
  `proposal-balance-${proposalId}-v${version}`;

/** What Stripe's page names the payment, the metadata the webhook reads it by, and its idempotency key. */
function paymentOf(request: CheckoutRequest) {
  const metadata = { proposal_id: request.proposalId, version: String(request.version) };
  if (request.purpose === "balance") {
    return {
      name: `Balance, order ${request.number}`,
      metadata: { ...metadata, purpose: "balance" },
      key: balanceIdempotencyKey(request.proposalId, request.version),
    };
  }
  return {
    name: `Deposit, proposal ${request.number} (version ${request.version})`,
    metadata,
    key: depositIdempotencyKey(request.proposalId, request.version),
  };
}

export function stripeGateway(env: Env): StripeGateway | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const base = new URL(env.STRIPE_API_BASE);
  const protocol = base.protocol === "http:" ? "http" : "https";
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  const secret = env.STRIPE_WEBHOOK_SECRET;
  return {
    async createCheckout(request) {
      const payment = paymentOf(request);
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: request.amountCents,
                product_data: { name: payment.name },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.proposalId,
          metadata: payment.metadata,
          payment_intent_data: { metadata: payment.metadata },
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: payment.key },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { id: session.id, url: session.url };
    },
    verify(rawBody, signature, nowMs = Date.now()) {
      return client.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_S, undefined, nowMs);
    },
  };
}
