import type { IncomingMessage } from "node:http";
import { Readable, Transform } from "node:stream";

/** A request body went past its route's limit; shaped like body-parser's own 413, and answered the same way. */
export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
  readonly status = 413;
  readonly type = "entity.too.large";
  constructor(limit: number) {
    super(`The request body is over ${limit} bytes`);
  }
}

/**
 * How much of a refused body is still read and dropped: a server that stops reading and closes makes the client's
 * kernel reset the connection, and the client loses the 413 it was sent; past this much it is not waiting anyway.
 */
const DRAIN_LIMIT = 1024 * 1024;

/** Reads what is left of a refused body without keeping it, and cuts the connection past DRAIN_LIMIT. */
export function discardBody(req: IncomingMessage): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/**
 * The request body as a web stream that errors with BodyTooLarge once more than `limit` bytes arrive, declared (throws
 * at once) or chunked: nothing past the limit is passed on, and the socket is read only as fast as the consumer reads.
 */
export function limitBody(req: IncomingMessage, limit: number, onExceeded?: () => void): ReadableStream<Uint8Array> {
  if (Number(req.headers["content-length"]) > limit) throw new BodyTooLarge(limit);
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) return done(null, chunk);
      onExceeded?.();
      done(new BodyTooLarge(limit));
    },
  });
  // Not stream.pipeline: on an error it destroys the request, and with it the socket the 413 is sent on.
  req.pipe(counted);
  req.once("close", () => {
    if (!req.complete) counted.destroy(new Error("The client closed the connection before the body ended"));
  });
  counted.once("close", () => {
    req.unpipe(counted);
    // Refused, or whoever read the body wants no more of it: the rest is dropped so the answer gets through.
    if (!req.complete) discardBody(req);
  });
  return Readable.toWeb(counted) as ReadableStream<Uint8Array>;
}
