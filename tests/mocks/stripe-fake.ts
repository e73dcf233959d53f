import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";

/**
 * Stripe on loopback, for the tests (issue 33): the part of the API the site uses, reached by the official SDK
 * through `STRIPE_API_BASE`.
 *
 * - `POST /v1/checkout/sessions`: checks the secret key and the Idempotency-Key (required here, so a call without
 *   one fails the test); the same key with the same parameters answers the same session (as Stripe does), with other
 *   parameters a 400 `idempotency_error`. The session's `url` is a page this fake serves.
 * - `GET /pay/<session id>`: a checkout page with a "Pay" button; `POST` to it marks the session paid, posts a
 *   correctly signed `checkout.session.completed` to the site's webhook and sends the browser to `success_url`.
 * - `postEvent()` / `completeSession()`: the same webhook post from a test, with any secret, timestamp or figures.
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  locale: string | null;
};

type Nested = { [key: string]: string | Nested };

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) back into objects (arrays as keyed objects). */
export function parseStripeForm(body: string): Nested {
  const out: Nested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Nested;
    });
  }
  return out;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export class StripeFake {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The site's webhook endpoint (…/api/payments/stripe); set once the site is up. */
  webhookUrl = "";
  sessions = new Map<string, FakeSession>();
  /** Every session creation request: its idempotency key and parameters. */
  requests: { idempotencyKey: string; params: Nested }[] = [];
  /** What each webhook post of this fake was answered. */
  deliveries: { eventId: string; status: number; body: string }[] = [];
  private idempotency = new Map<string, { hash: string; session: FakeSession }>();
  private server: Server | undefined;
  private counter = 0;
  port = 0;

  constructor(options: { secretKey?: string; webhookSecret?: string } = {}) {
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", this.url);
    try {
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return this.createSession(req, res, body);
      const pay = /^\/pay\/(cs_test_[A-Za-z0-9]+)$/.exec(url.pathname);
      if (pay && req.method === "GET") return this.checkoutPage(res, pay[1]!);
      if (pay && req.method === "POST") return await this.pay(res, pay[1]!);
      this.json(res, 404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    } catch (error) {
      this.json(res, 500, { error: { type: "api_error", message: String(error) } });
    }
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
  }

  private createSession(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const key = text(req.headers["idempotency-key"]);
    if (!key) {
      return this.json(res, 400, {
        error: { type: "invalid_request_error", message: "this fake wants Idempotency-Key" },
      });
    }
    const params = parseStripeForm(body);
    this.requests.push({ idempotencyKey: key, params });
    const hash = createHash("sha256").update(body).digest("hex");
    const known = this.idempotency.get(key);
    if (known && known.hash !== hash) {
      return this.json(res, 400, {
        error: {
          type: "idempotency_error",
          message: "Keys for idempotent requests can only be used with the same parameters",
        },
      });
    }
    if (known) return this.json(res, 200, known.session, { "Idempotent-Replayed": "true" });
    const items = (params.line_items ?? {}) as Nested;
    let amount = 0;
    let currency = "";
    for (const item of Object.values(items) as Nested[]) {
      const price = (item.price_data ?? {}) as Nested;
      amount += Number(price.unit_amount) * Number(item.quantity ?? "1");
      currency = text(price.currency);
    }
    const id = `cs_test_${++this.counter}${randomBytes(6).toString("hex")}`;
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: text(params.mode),
      url: `${this.url}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      client_reference_id: text(params.client_reference_id) || null,
      customer_email: text(params.customer_email) || null,
      success_url: text(params.success_url),
      cancel_url: text(params.cancel_url),
      locale: text(params.locale) || null,
    };
    this.sessions.set(id, session);
    this.idempotency.set(key, { hash, session });
    this.json(res, 200, session);
  }

  private checkoutPage(res: ServerResponse, id: string) {
    const session = this.sessions.get(id);
    if (!session) return void res.writeHead(404).end("No such session");
    const amount = (session.amount_total / 100).toFixed(2);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Amount: $${amount} ${session.currency.toUpperCase()}</p>
<form method="post" action="/pay/${id}"><button type="submit">Pay $${amount}</button></form>
<p><a href="${session.cancel_url}">Back</a></p></main></body></html>`);
  }

  private async pay(res: ServerResponse, id: string) {
    const session = this.sessions.get(id);
    if (!session) return void res.writeHead(404).end("No such session");
    await this.completeSession(id);
    res.writeHead(303, { Location: session.success_url }).end();
  }

  /** The event Stripe sends when a session is paid, with any figure changed for a test. */
  completedEvent(id: string, overrides: Partial<FakeSession> = {}, eventId = `evt_${randomBytes(12).toString("hex")}`) {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = "complete";
    session.payment_status = "paid";
    return {
      id: eventId,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type: "checkout.session.completed",
      livemode: false,
      data: { object: { ...session, ...overrides } },
    };
  }

  /** Marks the session paid and posts its signed `checkout.session.completed` to the site. */
  async completeSession(id: string, overrides: Partial<FakeSession> = {}) {
    return this.postEvent(this.completedEvent(id, overrides));
  }

  /** Posts an event to the site's webhook, signed with `secret` (ours by default) at `timestamp` (now). */
  async postEvent(
    event: { id: string; [key: string]: unknown },
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ): Promise<{ status: number; body: string }> {
    const payload = JSON.stringify(event);
    const header =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? this.webhookSecret,
            timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
          })
        : options.signature;
    const response = await fetch(this.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        ...(header === null ? {} : { "Stripe-Signature": header }),
      },
      body: payload,
    });
    const body = await response.text();
    this.deliveries.push({ eventId: event.id, status: response.status, body });
    return { status: response.status, body };
  }
}
