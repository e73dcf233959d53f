import type { LeadKind } from "~/features/leads/schemas";

export const LEAD_ENDPOINTS: Record<LeadKind, string> = {
  contact: "/api/contact",
  quote: "/api/quote",
  newsletter: "/api/newsletter/subscribe",
};

export type PostOutcome = { ok: true } | { ok: false; status: number; fields: Record<string, string> };

/**
 * Sends a form to the site's own API as JSON. A network failure rejects; any
 * answer resolves, with the per-field messages of a 400 when there are some.
 */
export async function postLead(kind: LeadKind, payload: Record<string, unknown>): Promise<PostOutcome> {
  const response = await fetch(LEAD_ENDPOINTS[kind], {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
  if (response.ok) return { ok: true };
  return { ok: false, status: response.status, fields: await fieldsOf(response) };
}

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  try {
    const body: unknown = await response.json();
    const fields = (body as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== "object") return {};
    return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}

/** A form's current values, as strings, the way a native submission would send them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") out[key] = value;
  return out;
}
