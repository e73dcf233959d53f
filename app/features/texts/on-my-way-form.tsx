import { Form } from "react-router";
import { Field } from "~/features/forms/field";
import { CsrfField } from "../auth/csrf-field";
import type { AgendaActionData } from "../admin/agenda.server";
import { ETA_MINUTES } from "./service";

/**
 * The agenda's "On my way" (issue 35): the consultant picks how far away they are and taps; the customer gets one text
 * with the arrival time, if they agreed to texts (else the page says to call them).
 */
export function OnMyWayForm({
  visit,
  token,
  answer,
}: {
  visit: { id: string; name: string };
  token: string;
  answer: AgendaActionData | undefined;
}) {
  return (
    <Form method="post" className="admin-form">
      <CsrfField token={token} />
      <input type="hidden" name="intent" value="on-my-way" />
      <input type="hidden" name="id" value={visit.id} />
      <Field
        label={`Minutes away from ${visit.name}`}
        name="minutes"
        required
        error={answer?.id === visit.id && answer.field === "minutes" ? answer.message : undefined}
      >
        {(p) => (
          <select {...p} className="input" defaultValue="20">
            {ETA_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        )}
      </Field>
      <p>
        <button className="button button--outline admin-button" type="submit" aria-label={`On my way to ${visit.name}`}>
          On my way
        </button>
      </p>
    </Form>
  );
}
