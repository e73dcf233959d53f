import { Form } from "react-router";
import { Field } from "~/features/forms/field";
import { DECLINE_NOTE_MAX, DECLINE_REASONS, DECLINE_REASON_LABELS } from "~/features/privacy/decline-reasons";
import type { PrivacyRequestPanel } from "~/features/privacy/service";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "./post-button";
import type { LeadActionData } from "./lead.server";

/**
 * A privacy request's answers on its lead page (decision 0022): while it awaits the person's confirmation, that;
 * once confirmed, the answer its sort takes (a copy's link, or the erasure, asked twice) or a decline with its
 * reason; once answered, nothing (the details say how). Each answer e-mails the person in their language.
 */
export function PrivacyPanel(props: {
  panel: PrivacyRequestPanel;
  email: string;
  csrfToken: string;
  answer: LeadActionData | undefined;
}) {
  const { panel, email, csrfToken, answer } = props;
  return (
    <section className="admin-section" aria-labelledby="privacy-answer-heading">
      <h2 id="privacy-answer-heading">Answer the request</h2>
      {panel.status === "unverified" && (
        <p>
          The person has not confirmed this request from their e-mail yet: nothing can be sent or erased until then.
        </p>
      )}
      {panel.status === "verified" && (
        <>
          {panel.request === "access" && (
            <>
              <p>
                E-mails {email} a link to download everything held for the address, as JSON. The link works for a
                limited time.
              </p>
              <div className="admin-actions">
                <PostButton token={csrfToken} intent="privacy-copy" label="Send a copy link" primary />
              </div>
            </>
          )}
          {panel.request === "erasure" && !answer?.confirmErase && (
            <>
              <p>Deletes everything held for {email}, then tells the person it is done.</p>
              <div className="admin-actions">
                <PostButton token={csrfToken} intent="privacy-erase" label="Erase everything…" />
              </div>
            </>
          )}
          {panel.request === "erasure" && answer?.confirmErase && (
            <div className="admin-card" role="alert">
              <p>Erase everything held for {email}? This cannot be undone. The record of this request is kept.</p>
              <div className="admin-actions">
                <PostButton
                  token={csrfToken}
                  intent="privacy-erase"
                  values={{ confirm: "1" }}
                  label="Yes, erase everything"
                  primary
                />
              </div>
            </div>
          )}
          <h3>Decline</h3>
          <Form method="post" className="admin-form">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="privacy-decline" />
            <Field label="Why" name="reason" required error={answer?.fields.reason}>
              {(p) => (
                <select {...p} className="input" defaultValue="">
                  <option value="" disabled>
                    Choose a reason
                  </option>
                  {DECLINE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {DECLINE_REASON_LABELS[reason]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="Words to the person"
              name="note"
              error={answer?.fields.note}
              hint="Optional. Sent as you write them, under the reason in their language."
            >
              {(p) => <textarea {...p} className="input" rows={3} maxLength={DECLINE_NOTE_MAX} />}
            </Field>
            <p>
              <button className="button button--outline admin-button" type="submit">
                Decline the request
              </button>
            </p>
          </Form>
        </>
      )}
      {panel.status !== "unverified" && panel.status !== "verified" && <p>This request has been answered.</p>}
    </section>
  );
}
