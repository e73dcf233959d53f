import type { IncomingMessage } from "node:http";
import rangeParser, { type Range } from "range-parser";

const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/**
 * If-None-Match as RFC 9110 §13.1.2 reads it: `*`, or a list of entity tags, weak or strong, compared weakly. Not the
 * `fresh` package: it says "changed" to any Cache-Control: no-cache, which Node's fetch sends (docs/decisions/0005).
 */
export function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  for (const [, tag] of header.matchAll(ENTITY_TAG)) if (`"${tag}"` === opaque) return true;
  return false;
}

/**
 * The one byte range a GET asks for (RFC 9110 §14.2), "unsatisfiable" for a range outside the file, or undefined for
 * the whole file: no Range, a malformed one, several (a server may ignore them), or an If-Range not strongly matching.
 */
export function requestedRange(req: IncomingMessage, size: number, etag: string): Range | "unsatisfiable" | undefined {
  const header = req.headers.range;
  if (header === undefined || req.method !== "GET") return undefined;
  const ifRange = req.headers["if-range"];
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return undefined;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
