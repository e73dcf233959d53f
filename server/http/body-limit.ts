import type { IncomingMessage } from "node:http";

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
 * How much of a refused body is still read and dropped. A server that stops reading
 * and closes makes the client's kernel reset the connection, and the client loses the
 * 413 it was sent; past this much the sender is not waiting for an answer anyway.
 */
const DRAIN_LIMIT = 1024 * 1024;

export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/** Reads what is left of a refused body without keeping it, and cuts the connection past DRAIN_LIMIT. */
export function discardBody(req: IncomingMessage): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}

export type LimitedBody = { stream: ReadableStream<Uint8Array>; readonly exceeded: boolean };

/**
 * The request body as a web stream that errors with BodyTooLarge as soon as more than
 * `limit` bytes have arrived, Content-Length or chunked alike: nothing past the limit
 * is ever held, and the socket is only read as fast as the consumer reads.
 */
export function limitBody(req: IncomingMessage, limit: number, onExceeded?: () => void): LimitedBody {
  let exceeded = false;
  let seen = 0;
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = (error?: Error) => {
        stop();
        if (error) controller.error(error);
        else controller.close();
      };
      const onData = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit) {
          exceeded = true;
          onExceeded?.();
          finish(new BodyTooLarge(limit));
          discardBody(req);
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      };
      const onEnd = () => finish();
      const onError = (error: Error) => finish(error);
      const onClose = () => finish(new Error("The client closed the connection before the body ended"));
      stop = () => {
        stop = () => {};
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onError);
        req.off("close", onClose);
      };
      req.on("data", onData);
      req.on("end", onEnd);
      req.on("error", onError);
      req.on("close", onClose);
    },
    pull() {
      req.resume();
    },
    cancel() {
      // Whoever read the body wants no more of it; the rest is dropped so the answer gets through.
      stop();
      if (!req.complete) discardBody(req);
    },
  });
  return {
    stream,
    get exceeded() {
      return exceeded;
    },
  };
}
