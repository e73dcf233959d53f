import type { IncomingMessage } from "node:http";

export type Refusal = { ok: false; status: 400 | 415; message: string };
export type ParsedBody = { ok: true; value: Record<string, unknown> } | Refusal;

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

export function mediaType(req: IncomingMessage): string {
  return String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

/** Whether the lead API can read this body at all; checked before a byte of it is read. */
export function acceptedType(req: IncomingMessage): Refusal | undefined {
  const type = mediaType(req);
  if (type === JSON_TYPE || type === FORM_TYPE) return undefined;
  return { ok: false, status: 415, message: `Send ${JSON_TYPE} or ${FORM_TYPE}` };
}

/** A JSON object or a urlencoded form as a plain record; anything else is refused with a reason. */
export function parseFields(req: IncomingMessage, raw: Buffer): ParsedBody {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid UTF-8" };
  }
  if (mediaType(req) === FORM_TYPE) return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
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
