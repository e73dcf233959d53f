import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable, Transform } from "node:stream";

/** A request body went past its route's limit; shaped like body-parser's own 413, and answered the same way. */
export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
  readonly status = 413;
  readonly type = "entity.too.large";
  readonly limit: number;
  constructor(limit: number) {
    super(`The request body is over ${limit} bytes`);
    this.limit = limit;
  }
}

/**
 * How much of a refused body is read and dropped when its route's limit is not known (a refusal before any route:
 * a path nobody serves, a post from another site): a megabyte. A body refused for its size is drained up to twice
 * its route's limit (docs/decisions/0005).
 */
export const DRAIN_LIMIT = 1024 * 1024;

/** The most of a body refused for its size that is read and dropped: twice its route's limit. */
export const drainBoundOf = (limit: number) => 2 * limit;

/** Reads what is left of a body nobody will read, without keeping it; past `bound` bytes the connection is cut. */
export function discardBody(req: IncomingMessage, bound = DRAIN_LIMIT): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    // Destroying the request closes its connection (an IncomingMessage owns its socket).
    if (dropped > bound) req.destroy();
  });
  req.resume();
}

/**
 * Lets an answer to a refused request reach its client while the rest of the body is still on its way. A server
 * that answers and closes while the client is still sending makes the client's kernel reset the connection, and the
 * client (curl, a browser's form post, fetch) loses the answer it was sent. So the answer's status, headers and text
 * go out at once (a client that waits for them before sending more has them), while what is left of the body is read
 * and dropped; the answer ends, and with `Connection: close` the connection, once the body is in. A body still
 * coming after `bound` bytes is cut off: that client is not waiting for an answer.
 */
export function answerWhileDraining(req: IncomingMessage, res: ServerResponse, bound = DRAIN_LIMIT): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
  if (req.complete || req.destroyed) return;
  const end = res.end.bind(res);
  let drained = false;
  let endLater: (() => void) | undefined;
  const finish = () => {
    if (drained) return;
    drained = true;
    endLater?.();
  };
  // The answer's last write goes out now; only the end waits for the body.
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (drained) return end(chunk as string, encoding as BufferEncoding, callback as () => void);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (chunk !== undefined && typeof chunk !== "function") res.write(chunk as string, encoding as BufferEncoding);
    endLater = () => end(done);
    return res;
  }) as ServerResponse["end"];
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= bound) return;
    finish();
    req.socket.destroy();
  });
  req.once("end", finish);
  req.once("close", finish);
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
    if (!req.complete) discardBody(req, drainBoundOf(limit));
  });
  return Readable.toWeb(counted) as ReadableStream<Uint8Array>;
}
