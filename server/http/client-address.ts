import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { RequestClient } from "../../app/lib/app-context.ts";
import type { TrustProxy } from "../env.ts";

export type Trust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as the function Express's `trust proxy` and proxy-addr take. */
export function compileTrust(setting: TrustProxy): Trust {
  if (typeof setting === "boolean") return () => setting;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

/** The right-most X-Forwarded-For address no trusted proxy vouches for: those to its left the client wrote itself. */
export function clientOf(req: IncomingMessage, trust: Trust): RequestClient {
  return { ip: proxyaddr(req, trust), userAgent: req.headers["user-agent"] ?? "" };
}

/** X-Forwarded-Proto as the nearest proxy set it, or undefined when the peer is not a trusted proxy. */
export function forwardedProto(req: IncomingMessage, trust: Trust): string | undefined {
  const header = req.headers["x-forwarded-proto"];
  if (typeof header !== "string" || !trust(req.socket.remoteAddress ?? "", 0)) return undefined;
  return header.split(",")[0]!.trim().toLowerCase();
}
