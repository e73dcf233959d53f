import type { IncomingMessage } from "node:http";
import type { ClientInfo } from "../../app/features/leads/service.ts";

/** The socket address, or the first X-Forwarded-For hop when a trusted proxy sets it. */
export function clientOf(req: IncomingMessage, trustProxy: boolean): ClientInfo {
  let ip = req.socket.remoteAddress ?? "unknown";
  if (trustProxy) {
    const first = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")[0]
      ?.trim();
    if (first) ip = first;
  }
  return { ip, userAgent: String(req.headers["user-agent"] ?? "") };
}
