import { Form } from "react-router";
import { Field } from "~/features/forms/field";
import { CsrfField } from "../auth/csrf-field";
import type { LeadText } from "../admin/back-office";
import { PostButton } from "../admin/post-button";
import { REPLY_MAX_CHARS } from "./limits";

/** A text Twilio could not deliver, which staff may send again. */
const failed = (t: LeadText) => t.direction === "out" && (t.status === "failed" || t.status === "undelivered");

/**
 * A lead's texts as a thread on its page (issue 35): sent and received, oldest first, each sent text with its
 * delivery status; "Send again" beside a failed one, and staff's reply (when texts are on).
 */
export function LeadTexts(props: {
  texts: LeadText[];
  labels: Record<string, string>;
  token: string;
  texting: boolean;
  error: string | undefined;
}) {
  const { texts, labels, token, texting, error } = props;
  return (
    <section className="admin-section" aria-labelledby="texts-heading">
      <h2 id="texts-heading">Text messages</h2>
      {texts.length === 0 ? (
        <p>No text messages with this lead.</p>
      ) : (
        <ol className="admin-list" aria-label="Text messages">
          {texts.map((t) => (
            <li key={t.id} className={`admin-card admin-text admin-text--${t.direction}`}>
              <p className="admin-card__meta">
                {labels[t.id]} · {t.direction === "in" ? "Received" : `Sent · ${t.status}`}
                {t.error_code ? ` (error ${t.error_code})` : ""}
              </p>
              <p className="admin-card__summary">{t.body}</p>
              {texting && failed(t) && (
                <PostButton
                  token={token}
                  intent="text_again"
                  values={{ text: t.id }}
                  label="Send again"
                  ariaLabel={`Send again the text of ${labels[t.id]}`}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {texting && (
        <Form method="post" className="admin-form">
          <CsrfField token={token} />
          <input type="hidden" name="intent" value="text_reply" />
          <Field label="Text the customer" name="text_body" required error={error}>
            {(p) => <textarea {...p} className="input" rows={3} maxLength={REPLY_MAX_CHARS} />}
          </Field>
          <p>
            <button className="button button--primary admin-button" type="submit">
              Send text
            </button>
          </p>
        </Form>
      )}
    </section>
  );
}
