import { createServer, type Server } from "node:http";

/**
 * Consultants' own calendars (Google's secret iCal address, iCloud's public link) on loopback:
 * - GET /cal/<name>.ics answers the text set with `set(name, ics)` (404 until then);
 * - GET /hang.ics sends its headers and then nothing, ever (until the server stops);
 * - GET /huge.ics streams `hugeBytes` of a never-ending event description, without a Content-Length.
 * `requests` counts the requests per path.
 */
export class CalendarServer {
  requests = new Map<string, number>();
  hugeBytes = 50 * 1024 * 1024;
  private calendars = new Map<string, string>();
  private server: Server | undefined;
  port = 0;

  set(name: string, ics: string): void {
    this.calendars.set(name, ics);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? "";
      this.requests.set(path, (this.requests.get(path) ?? 0) + 1);
      if (path === "/hang.ics") {
        res.writeHead(200, { "Content-Type": "text/calendar" });
        res.flushHeaders();
        return;
      }
      if (path === "/huge.ics") {
        res.writeHead(200, { "Content-Type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDESCRIPTION:");
        const chunk = Buffer.alloc(64 * 1024, "x");
        let sent = 0;
        const pump = () => {
          while (sent < this.hugeBytes) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
        };
        res.on("error", () => {});
        pump();
        return;
      }
      const match = /^\/cal\/([a-z0-9-]+)\.ics$/.exec(path);
      const ics = match ? this.calendars.get(match[1]!) : undefined;
      if (ics === undefined) return void res.writeHead(404).end("Not found");
      res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(ics);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
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
