import type { Request, Response } from "express";

/** Every API answer: JSON that no cache keeps. */
export function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .json(body);
}

/** A refusal in the API's one shape (docs/api.md). */
export const refusalBody = (error: string, message: string) => ({ ok: false, error, message, fields: {} });

export function refuseJson(res: Response, status: number, error: string, message: string, headers = {}): void {
  sendJson(res, status, refusalBody(error, message), headers);
}

const FORM_TYPES = ["application/json", "application/x-www-form-urlencoded"];

/** The JSON or urlencoded object Express's parsers read into req.body, or null after answering 415 or 400. */
export function formBody(req: Request, res: Response): Record<string, unknown> | null {
  const body: unknown = req.body;
  if (!req.is(FORM_TYPES)) refuseJson(res, 415, "unsupported_media_type", `Send ${FORM_TYPES.join(" or ")}`);
  else if (typeof body !== "object" || body === null || Array.isArray(body))
    refuseJson(res, 400, "invalid", "The request body must be a JSON object");
  else return body as Record<string, unknown>;
  return null;
}
