import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import { decrypt } from "http_ece";

/** One POST the service took, as it arrived: its device, headers and encrypted body. */
export type ReceivedPush = { device: string; headers: Record<string, string>; body: Buffer; vapidKey: string };

/** A browser's side of one subscription: what it hands the server, and its private keys to read pushes with. */
export type TestDevice = {
  name: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The push's plaintext, decrypted as the browser would (RFC 8291 aes128gcm). */
  read(push: ReceivedPush): unknown;
};

/**
 * A Web Push service (RFC 8030) on loopback, as a browser vendor runs one: it takes a POST to a device's endpoint only
 * with a TTL, an aes128gcm body and a valid VAPID Authorization (RFC 8292: an ES256 JWT for this origin, signed by the
 * key it names, not expired), and records it. `gone` devices answer 410, as after the browser dropped the
 * subscription; `failNext` answers 503 to that many posts; `delayMs` holds each answer back.
 */
export class PushService {
  received: ReceivedPush[] = [];
  /** Posts refused for a missing or bad VAPID signature or encoding. */
  refused = 0;
  gone = new Set<string>();
  failNext = 0;
  delayMs = 0;
  /** Posts taken but not answered yet. */
  inFlight = 0;
  private server: Server | undefined;
  port = 0;

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A browser's new subscription on this service, with its own P-256 key pair and auth secret. */
  device(name: string): TestDevice {
    const ecdh: ECDH = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16).toString("base64url");
    return {
      name,
      subscription: {
        endpoint: `${this.origin}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey("base64url"), auth },
      },
      read: (push) =>
        JSON.parse(decrypt(push.body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8")),
    };
  }

  of(device: TestDevice): ReceivedPush[] {
    return this.received.filter((p) => p.device === device.name);
  }

  /** Whether the Authorization header is RFC 8292 VAPID for this service's origin; answers the key it names. */
  vapid(header: string | undefined, nowS = Date.now() / 1000): string | null {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
    if (!match) return null;
    const [, jwt, k] = match;
    const [head, claims, signature] = jwt!.split(".");
    const point = Buffer.from(k!, "base64url");
    if (point.length !== 65 || point[0] !== 4) return null;
    const key = createPublicKey({
      format: "jwk",
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature!, "base64url"),
    );
    const protectedHeader = JSON.parse(Buffer.from(head!, "base64url").toString()) as { alg?: string };
    const body = JSON.parse(Buffer.from(claims!, "base64url").toString()) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    const fresh = typeof body.exp === "number" && body.exp > nowS && body.exp <= nowS + 24 * 3600;
    const ok =
      signed &&
      protectedHeader.alg === "ES256" &&
      body.aud === this.origin &&
      fresh &&
      /^(mailto:|https:)/.test(body.sub ?? "");
    return ok ? k! : null;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.inFlight++;
        setTimeout(() => {
          this.inFlight--;
          answer(Buffer.concat(chunks));
        }, this.delayMs);
      });
      const answer = (body: Buffer) => {
        const device = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
        if (req.method !== "POST" || !device) return void res.writeHead(404).end();
        const vapidKey = this.vapid(req.headers.authorization);
        const ttl = String(req.headers.ttl ?? "");
        if (!vapidKey || req.headers["content-encoding"] !== "aes128gcm" || !/^\d+$/.test(ttl)) {
          this.refused++;
          return void res.writeHead(vapidKey ? 400 : 403).end();
        }
        if (this.gone.has(device)) return void res.writeHead(410).end();
        if (this.failNext > 0) {
          this.failNext--;
          return void res.writeHead(503).end();
        }
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(", ") : (value ?? ""),
          ]),
        );
        this.received.push({ device, headers, body, vapidKey });
        res.writeHead(201).end();
      };
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server!.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
