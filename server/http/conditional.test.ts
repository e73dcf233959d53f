import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { notModified, requestedRange } from "./conditional.ts";

const req = (headers: Record<string, string>, method = "GET") => ({ method, headers }) as unknown as IncomingMessage;

describe("If-None-Match (RFC 9110 §13.1.2)", () => {
  const etag = '"v1"';
  it.each([
    ['"v1"', true],
    ['W/"v1"', true],
    ['"a", "v1"', true],
    ['"a",W/"v1" , "b"', true],
    ["*", true],
    ['"a,b", "v1"', true],
    ['"a", "b"', false],
    ['"v1x"', false],
    ["v1", false],
    ["", false],
  ])("%s matches: %s", (header, expected) => {
    expect(notModified(req({ "if-none-match": header }), etag)).toBe(expected);
  });

  it("matches whatever the request's Cache-Control says (that is for caches)", () => {
    expect(notModified(req({ "if-none-match": etag, "cache-control": "no-cache" }), etag)).toBe(true);
    expect(notModified(req({}), etag)).toBe(false);
  });
});

describe("Range (RFC 9110 §14)", () => {
  const etag = '"v1"';
  it("reads one byte range, from the start, in the middle or from the end", () => {
    expect(requestedRange(req({ range: "bytes=0-9" }), 100, etag)).toEqual({ start: 0, end: 9 });
    expect(requestedRange(req({ range: "bytes=90-" }), 100, etag)).toEqual({ start: 90, end: 99 });
    expect(requestedRange(req({ range: "bytes=-10" }), 100, etag)).toEqual({ start: 90, end: 99 });
    expect(requestedRange(req({ range: "bytes=95-200" }), 100, etag)).toEqual({ start: 95, end: 99 });
  });

  it("calls a range wholly past the end unsatisfiable", () => {
    expect(requestedRange(req({ range: "bytes=100-" }), 100, etag)).toBe("unsatisfiable");
  });

  it("sends the whole file for a malformed, foreign-unit or multiple range, a HEAD, or another version", () => {
    for (const range of ["bytes=a-b", "items=0-1", "bytes=0-1,5-6", "0-1"]) {
      expect(requestedRange(req({ range }), 100, etag), range).toBeUndefined();
    }
    expect(requestedRange(req({ range: "bytes=0-1" }, "HEAD"), 100, etag)).toBeUndefined();
    expect(requestedRange(req({ range: "bytes=0-1", "if-range": '"v0"' }), 100, etag)).toBeUndefined();
    expect(requestedRange(req({ range: "bytes=0-1", "if-range": 'W/"v1"' }), 100, etag)).toBeUndefined();
    expect(requestedRange(req({ range: "bytes=0-1", "if-range": '"v1"' }), 100, etag)).toEqual({ start: 0, end: 1 });
  });
});
