import { data, type RouterContextProvider } from "react-router";
import { localeOfPath } from "~/i18n/locales";
import { clientOf } from "~/lib/app-context";
import type { IntakeKind } from "~/features/leads/kinds";
import { HONEYPOT_FIELD } from "~/features/leads/limits";
import { leadIntakeContext, type Upload } from "~/features/leads/service";
import type { LeadActionData } from "./lead-action-data";

const MAX_VALUE = 5000;

/**
 * Handles a form posted without JavaScript: hands it to the same lead intake
 * the JSON API uses and answers with the outcome for the page to show.
 */
export async function handleLeadPost(kind: IntakeKind, request: Request, context: Readonly<RouterContextProvider>) {
  let values: Record<string, string> = {};
  /** What the intake reads: a repeated field (the quote's window rows) as the list of its values, in order. */
  let input: Record<string, string | string[]> = {};
  let upload: Upload | undefined;
  // Null when this server runs no intake: the form then answers "failed" (503) instead of an error page.
  const intake = context.get(leadIntakeContext);
  try {
    if (
      kind === "quote" &&
      intake &&
      request.body &&
      /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")
    ) {
      // The quote's photos (issue 13): read as they stream in, within their limits, by the server's parser.
      ({ fields: input, upload } = await intake.readMultipart(Object.fromEntries(request.headers), request.body));
    } else {
      const form = await request.formData();
      for (const [key, value] of form) {
        if (typeof value !== "string") continue;
        const text = value.slice(0, MAX_VALUE);
        const before = input[key];
        input[key] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
      }
    }
  } catch {
    return data(result(kind, "failed", {}, values), { status: 400 });
  }
  values = valuesToShow(input);
  if (!intake) return data(result(kind, "failed", {}, values), { status: 503 });
  // The lead is in the page's language (its path's prefix), whatever the form carried.
  input.locale = localeOfPath(new URL(request.url).pathname);

  // The page is kept with a ticked "Text me…" box (issue 35).
  const client = { ...clientOf(context), page: new URL(request.url).pathname };
  const { [HONEYPOT_FIELD]: _bot, ...kept } = values;
  values = kept;
  let submitted;
  try {
    submitted = await intake.submit(kind, input, client, upload);
  } catch {
    return data(result(kind, "failed", {}, values), { status: 503 });
  }
  switch (submitted.status) {
    case "created":
    case "ignored":
      return data(result(kind, "sent", {}, {}), { status: 200 });
    case "invalid":
      return data(result(kind, "invalid", submitted.fields, values), { status: 400 });
    case "rate_limited":
      return data(result(kind, "failed", {}, values), {
        status: 429,
        headers: { "Retry-After": String(submitted.retryAfterSeconds) },
      });
    case "unavailable":
      return data(result(kind, "failed", {}, values), { status: 503 });
  }
}

/**
 * The values a refused form shows again: one per field, and a repeated field's values
 * as `name.0`, `name.1`, … (the order the rows had).
 */
function valuesToShow(input: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!Array.isArray(value)) out[key] = value;
    else value.forEach((v, i) => (out[`${key}.${i}`] = v));
  }
  return out;
}

function result(
  kind: IntakeKind,
  outcome: LeadActionData["outcome"],
  fields: Record<string, string>,
  values: Record<string, string>,
): LeadActionData {
  return { kind, outcome, fields, values };
}
