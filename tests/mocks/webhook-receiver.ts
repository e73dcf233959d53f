import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export type ReceivedEvent = { id: string; type: string; created_at: string; data: Record<string, unknown> };

/**
 * A CRM's catch hook on loopback, verifying each request as docs/api.md tells a receiver to:
 * the signature over "<t>.<body>" with the shared secret, a timestamp within five minutes,
 * and the event id as the idempotency key. `failNext` answers 503 to that many requests.
 */
export class WebhookReceiver {
  /** Every verified request, duplicates included. */
  requests: ReceivedEvent[] = [];
  /** Requests refused for a bad or missing signature. */
  forged = 0;
  failNext = 0;
  private server: Server | undefined;
  port = 0;

  private readonly secret: string;

  constructor(secret: string) {
    this.secret = secret;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  /** Events by id: what a receiver that drops repeats keeps. */
  get events(): Map<string, ReceivedEvent> {
    return new Map(this.requests.map((e) => [e.id, e]));
  }

  verify(header: string | undefined, body: string, nowMs = Date.now()): boolean {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
    if (!match) return false;
    const [, t, v1] = match;
    if (Math.abs(nowMs / 1000 - Number(t)) > 300) return false;
    const expected = createHmac("sha256", this.secret).update(`${t}.${body}`).digest();
    return timingSafeEqual(expected, Buffer.from(v1!, "hex"));
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (req.method !== "POST" || req.url !== "/hook") return void res.writeHead(404).end();
        if (!this.verify(req.headers["x-amberwood-signature"] as string | undefined, body)) {
          this.forged++;
          return void res.writeHead(401).end();
        }
        if (this.failNext > 0) {
          this.failNext--;
          return void res.writeHead(503).end();
        }
        const event = JSON.parse(body) as ReceivedEvent;
        if (req.headers["idempotency-key"] !== event.id) return void res.writeHead(400).end();
        this.requests.push(event);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server!.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
