import { createServer, type Server } from "node:http";

export type EmailJsCall = {
  service_id: string;
  template_id: string;
  user_id: string;
  accessToken?: string;
  template_params: Record<string, string>;
};

/**
 * The EmailJS REST endpoint (POST /api/v1.0/email/send) on loopback. Modes:
 * "ok" answers 200 OK, "down" 503, "reject" 400 (a permanent failure).
 */
export class EmailJsFake {
  calls: EmailJsCall[] = [];
  mode: "ok" | "down" | "reject" = "ok";
  /** Answer this much later, so deliveries are in flight long enough to be interrupted. */
  delayMs = 0;
  private server: Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => setTimeout(answer, this.delayMs));
      const answer = () => {
        if (req.method !== "POST" || req.url !== "/api/v1.0/email/send") {
          res.writeHead(404).end("Not found");
          return;
        }
        if (this.mode === "down") return void res.writeHead(503).end("Service Unavailable");
        if (this.mode === "reject") return void res.writeHead(400).end("The template ID is invalid");
        this.calls.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as EmailJsCall);
        res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
      };
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}
