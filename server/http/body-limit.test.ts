import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyTooLarge, limitBody } from "./body-limit.ts";

/** A request body arriving in pieces, with no Content-Length (chunked). */
function chunked(...parts: string[]) {
  const stream = new PassThrough();
  Object.assign(stream, { headers: {}, complete: false });
  setImmediate(() => {
    for (const part of parts) stream.write(part);
    stream.end();
  });
  return stream as unknown as IncomingMessage & PassThrough;
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += Buffer.from(chunk).toString();
  return text;
}

describe("limitBody", () => {
  it("passes a body within the limit through unchanged", async () => {
    let exceeded = false;
    expect(await collect(limitBody(chunked("abc", "def"), 6, () => (exceeded = true)))).toBe("abcdef");
    expect(exceeded).toBe(false);
  });

  it("errors with BodyTooLarge at the first byte past the limit", async () => {
    const req = chunked("abc", "def", "g", "more after the limit");
    let exceeded = false;
    await expect(collect(limitBody(req, 6, () => (exceeded = true)))).rejects.toBeInstanceOf(BodyTooLarge);
    expect(exceeded).toBe(true);
  });
});
