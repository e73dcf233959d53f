import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One request over node:http, for what fetch will not send: TRACE, a raw path,
 * a chunked body written piece by piece (`chunks`), or a body left open (`hold`).
 */
export function raw(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; hold?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // agent: false — a connection of its own, never a pooled one the server may have closed in between.
    const req = httpRequest({
      host: hostname,
      port,
      path: target,
      method: init.method ?? "GET",
      headers: init.headers,
      agent: false,
    });
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) });
        req.destroy();
      });
      res.on("error", reject);
    });
    // A CONNECT request's answer arrives as "connect", with the socket, not as "response".
    req.on("connect", (res, socket) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
      socket.destroy();
    });
    req.on("error", reject);
    for (const chunk of init.chunks ?? []) req.write(chunk);
    if (!init.hold) req.end();
  });
}
