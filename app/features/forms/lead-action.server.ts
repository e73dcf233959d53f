import { data, type RouterContextProvider } from "react-router";
import { appContext, requestClientContext } from "~/lib/app-context";
import { HONEYPOT_FIELD, type LeadKind } from "~/features/leads/schemas";
import { LEAD_INTAKE, type LeadIntake } from "~/features/leads/service";
import type { LeadActionData } from "./lead-action-data";

const MAX_VALUE = 5000;

/**
 * Handles a form posted without JavaScript: hands it to the same lead intake
 * the JSON API uses and answers with the outcome for the page to show.
 */
export async function handleLeadPost(kind: LeadKind, request: Request, context: Readonly<RouterContextProvider>) {
  let values: Record<string, string> = {};
  try {
    const form = await request.formData();
    for (const [key, value] of form) {
      if (typeof value === "string") values[key] = value.slice(0, MAX_VALUE);
    }
  } catch {
    return data(result(kind, "failed", {}, values), { status: 400 });
  }
  const intake = context.get(appContext)?.[LEAD_INTAKE] as LeadIntake | undefined;
  if (!intake) return data(result(kind, "failed", {}, values), { status: 503 });

  const client = context.get(requestClientContext) ?? { ip: "unknown" };
  const { [HONEYPOT_FIELD]: _bot, ...kept } = values;
  values = kept;
  let submitted;
  try {
    submitted = await intake.submit(kind, { ...values, [HONEYPOT_FIELD]: _bot ?? "" }, client);
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

function result(
  kind: LeadKind,
  outcome: LeadActionData["outcome"],
  fields: Record<string, string>,
  values: Record<string, string>,
): LeadActionData {
  return { kind, outcome, fields, values };
}
