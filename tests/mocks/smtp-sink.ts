import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SunkMail = {
  messageId: string;
  to: string[];
  from: string;
  raw: string;
  headers: Record<string, string>;
  /** The subject and the plain text as a reader sees them: MIME words and transfer encodings decoded. */
  subject: string;
  text: string;
  /** The HTML alternative, where the message has one ("" without). */
  html: string;
  /** When it arrived (Date.now()). */
  at: number;
};

/** Headers of a raw message, unfolded, names lower-cased (enough for assertions). */
function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/**
 * A local SMTP server that keeps every message. `mode` "reject" answers 550
 * (a permanent failure), "down" refuses every connection with 421 (a temporary
 * one, so senders retry); `stop()`/`start()` make the transport go down and come back.
 */
export class SmtpSink {
  messages: SunkMail[] = [];
  mode: "accept" | "reject" | "down" = "accept";
  /** Time between keeping a message and answering 250, as a remote server's queue commit and latency. */
  replyDelayMs = 0;
  /** Messages kept whose sender has not had its 250 yet. */
  awaitingReply = 0;
  /** Connection errors seen (a sender killed mid-session resets its socket). */
  connectionErrors: Error[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect: (_session, callback) => {
        if (this.mode !== "down") return callback();
        const error = new Error("Service not available, try again later") as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
      },
      onRcptTo: (_address, _session, callback) => {
        if (this.mode === "reject") {
          const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const headers = parseHeaders(raw);
          // Kept before the 250, as a real server commits a message before it answers.
          void simpleParser(raw).then((parsed) => {
            this.messages.push({
              messageId: headers["message-id"] ?? "",
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              raw,
              headers,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              at: Date.now(),
            });
            this.awaitingReply++;
            setTimeout(() => {
              this.awaitingReply--;
              callback();
            }, this.replyDelayMs);
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => {
        this.server!.off("error", reject);
        resolve();
      });
    });
    // smtp-server re-emits every connection's error on the server; a sender that is killed
    // (the crash tests do it on purpose) resets its socket, which must not crash the test run.
    this.server.on("error", (error) => this.connectionErrors.push(error));
    const address = this.server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this;
  }

  /**
   * The business's inbox: one message per Message-ID. Mail systems fold copies
   * that carry the same Message-ID, and the outbox gives every job one stable
   * Message-ID, so a repeat sent after a crash shows once.
   */
  mailbox(): SunkMail[] {
    const seen = new Map<string, SunkMail>();
    for (const m of this.messages) if (!seen.has(m.messageId)) seen.set(m.messageId, m);
    return [...seen.values()];
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * The decoded body of the first MIME part of `raw` whose Content-Type starts with `type`
 * (base64, quoted-printable or plain), or undefined: enough to read an invitation back.
 */
export function mimePart(raw: string, type: string): string | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const headers = parseHeaders(head);
    if (!headers["content-type"]?.toLowerCase().startsWith(type)) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    const encoding = headers["content-transfer-encoding"]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  return undefined;
}
