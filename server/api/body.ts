import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 16 * 1024;

export type ParsedBody =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

export function mediaType(req: IncomingMessage): string {
  return String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

/** Reads at most `max` bytes; null as soon as the body is longer (the rest is never buffered). */
export function readLimited(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > max) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        done();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** JSON objects and urlencoded forms become a plain record; anything else is refused with a reason. */
export async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const type = mediaType(req);
  if (type !== JSON_TYPE && type !== FORM_TYPE) {
    return { ok: false, status: 415, message: `Send ${JSON_TYPE} or ${FORM_TYPE}` };
  }
  const raw = await readLimited(req, MAX_BODY_BYTES);
  if (raw === null) return { ok: false, status: 413, message: `The request body is over ${MAX_BODY_BYTES} bytes` };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid UTF-8" };
  }
  if (type === FORM_TYPE) return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, message: "The request body must be a JSON object" };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
