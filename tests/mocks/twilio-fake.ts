import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * Twilio's Messaging API on loopback, for the tests (issue 35), reached through `TWILIO_API_BASE`.
 *
 * - `POST /2010-04-01/Accounts/<sid>/Messages.json`: checks HTTP Basic auth (the SID and token), records the form's
 *   `To`, `From`/`MessagingServiceSid`, `Body` and `StatusCallback`, answers 201 with a new `SM…` sid, as Twilio does.
 *   `failNext(n)` makes the next n calls answer 500 without recording anything.
 *   `beforeAnswer` runs between accepting a text and answering, for a status that overtakes the answer;
 *   `beforeAccept` runs before a text is accepted, while the site's request is still open (a slow Twilio).
 * - `GET /2010-04-01/Accounts/<sid>/Messages.json?To=…&DateSent>=YYYY-MM-DD&PageSize=…&Page=…`: Twilio's list of
 *   Messages, answered from the texts received, newest first, in pages with `next_page_uri`, dates in RFC 2822 as
 *   Twilio writes them. A text is "sent" when accepted, unless `queueing` is on: then it waits in Twilio's queue,
 *   "queued" with no `date_sent`, so a `DateSent>` filter leaves it out, as Twilio's does. `failListNext(n)` makes the
 *   next n lists answer 500.
 * - `post()`: a callback to the site (an inbound text, a delivery status), signed as Twilio signs it: HMAC-SHA1 with
 *   the auth token over the URL and the sorted parameters. A test may sign with another token or URL, or not at all.
 *   Written here on its own rather than taken from the site, so the site's check is tested against a second reading.
 */
export type FakeText = {
  sid: string;
  to: string;
  from: string;
  messagingServiceSid: string;
  body: string;
  statusCallback: string;
  /** When the fake accepted it (Twilio's `date_created`). */
  createdAt: Date;
  /** When it left Twilio's queue (`date_sent`): null while it waits there; absent, when it was accepted. */
  sentAt?: Date | null;
};

export class TwilioFake {
  readonly accountSid = `AC${randomBytes(16).toString("hex")}`;
  readonly authToken = randomBytes(16).toString("hex");
  /** Every text the site sent, in order. */
  messages: FakeText[] = [];
  /** How many calls were answered 500. */
  failures = 0;
  /**
   * Runs after a text is accepted and before the answer goes back (issue 35): a test posts the text's status callback
   * there, so the site hears of the status before it has Twilio's answer, as happens when Twilio is fast.
   */
  beforeAnswer: ((text: FakeText) => Promise<void>) | undefined;
  /**
   * Runs when a text arrives, before it is accepted (it is not in the list of Messages until then): a slow Twilio,
   * while a test lets a second run of the same job try its luck.
   */
  beforeAccept: (() => Promise<void>) | undefined;
  /** While true, accepted texts wait in Twilio's queue: listed "queued", with no `date_sent`. */
  queueing = false;
  /** How many list calls were made. */
  lists = 0;
  private failing = 0;
  private failingLists = 0;
  private counter = 0;
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings that send the site's texts here. */
  env(from = "+13105550100"): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: from,
      TWILIO_API_BASE: this.url,
    };
  }

  failNext(count: number) {
    this.failing = count;
  }

  failListNext(count: number) {
    this.failingLists = count;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Twilio's signature of a callback: the URL, then each parameter's name and value, names sorted. */
  sign(url: string, params: Record<string, string>, token = this.authToken): string {
    const data = Object.keys(params)
      .sort()
      .reduce((acc, name) => acc + name + params[name], url);
    return createHmac("sha1", token).update(data, "utf8").digest("base64");
  }

  /**
   * Posts a callback to the site as Twilio would. `signedUrl`/`token` sign it for another URL or with another token;
   * `signature: null` leaves the header out.
   */
  async post(
    url: string,
    params: Record<string, string>,
    options: { signedUrl?: string; token?: string; signature?: string | null } = {},
  ): Promise<{ status: number; contentType: string; body: string }> {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    const signature =
      options.signature === undefined ? this.sign(options.signedUrl ?? url, params, options.token) : options.signature;
    if (signature !== null) headers["x-twilio-signature"] = signature;
    const response = await fetch(url, { method: "POST", headers, body: new URLSearchParams(params).toString() });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body: await response.text(),
    };
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    const url = new URL(req.url ?? "/", this.url);
    const known = url.pathname === path && (req.method === "POST" || req.method === "GET");
    if (!known) return this.answer(res, 404, { code: 20404, message: "Not found" });
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return this.answer(res, 401, { code: 20003, message: "Authenticate" });
    if (req.method === "GET") return this.list(res, url);
    if (url.search) return this.answer(res, 404, { code: 20404, message: "Not found" });
    if (this.failing > 0) {
      this.failing--;
      this.failures++;
      return this.answer(res, 500, { code: 20500, message: "Internal Server Error" });
    }
    await this.beforeAccept?.();
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const text: FakeText = {
      sid: `SM${(++this.counter).toString(16).padStart(32, "0")}`,
      to: form.get("To") ?? "",
      from: form.get("From") ?? "",
      messagingServiceSid: form.get("MessagingServiceSid") ?? "",
      body: form.get("Body") ?? "",
      statusCallback: form.get("StatusCallback") ?? "",
      createdAt: new Date(),
    };
    if (this.queueing) text.sentAt = null;
    if (!text.to || !text.body || (!text.from && !text.messagingServiceSid)) {
      return this.answer(res, 400, { code: 21604, message: "A 'To', 'Body' and 'From' are required" });
    }
    this.messages.push(text);
    await this.beforeAnswer?.(text);
    this.answer(res, 201, { sid: text.sid, status: "queued", to: text.to, from: text.from, body: text.body });
  }

  /** Twilio's list of Messages, filtered by `To` and `DateSent>` (a UTC day), newest first, one page at a time. */
  private list(res: ServerResponse, url: URL) {
    this.lists++;
    if (this.failingLists > 0) {
      this.failingLists--;
      return this.answer(res, 500, { code: 20500, message: "Internal Server Error" });
    }
    const to = url.searchParams.get("To");
    const sentFrom = url.searchParams.get("DateSent>");
    const pageSize = Number(url.searchParams.get("PageSize") ?? "50");
    const page = Number(url.searchParams.get("Page") ?? "0");
    const matching = this.messages
      .filter((m) => to === null || m.to === to)
      .filter((m) => {
        if (sentFrom === null) return true;
        const sentAt = sentAtOf(m);
        return sentAt !== null && sentAt.toISOString().slice(0, 10) >= sentFrom;
      })
      .reverse();
    const slice = matching.slice(page * pageSize, (page + 1) * pageSize);
    let next: string | null = null;
    if ((page + 1) * pageSize < matching.length) {
      const nextUrl = new URL(url);
      nextUrl.searchParams.set("Page", String(page + 1));
      next = nextUrl.pathname + nextUrl.search;
    }
    const messages = slice.map((m) => {
      const sentAt = sentAtOf(m);
      return {
        sid: m.sid,
        to: m.to,
        from: m.from,
        body: m.body,
        status: sentAt === null ? "queued" : "sent",
        date_created: rfc2822(m.createdAt),
        date_sent: sentAt === null ? null : rfc2822(sentAt),
      };
    });
    this.answer(res, 200, { messages, page, page_size: pageSize, next_page_uri: next });
  }

  private answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }
}

/** When a text left Twilio's queue: null while it waits there; when it was accepted unless a test said otherwise. */
function sentAtOf(text: FakeText): Date | null {
  if (text.sentAt === undefined) return text.createdAt;
  return text.sentAt;
}

/** A date as Twilio writes it: "Fri, 27 Nov 2026 11:35:01 +0000". */
function rfc2822(date: Date): string {
  return date.toUTCString().replace("GMT", "+0000");
}
