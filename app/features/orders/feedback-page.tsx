import { Field } from "~/features/forms/field";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/i18n-context";
import { afterSaleUi } from "~/i18n/parts/after-sale";
import type { FeedbackPage } from "./after-sale";
import type { FeedbackActionData } from "./feedback.server";
import { FEEDBACK_COMMENT_MAX, STAR_SCORES } from "./feedback-schema";

type Props = {
  page: FeedbackPage;
  path: string;
  thanks: boolean;
  answer: FeedbackActionData | undefined;
};

/**
 * /proposal/<token>/feedback: a score of 1 to 5 stars and a comment, posted natively to the page (issue 34). The
 * public review link is offered beside the form and after it, whatever the score: never gated on a good one.
 */
export function FeedbackPageView({ page, path, thanks, answer }: Props) {
  const { afterSale } = useMessages(afterSaleUi);
  const words = afterSale.feedback;
  const fields = answer?.fields ?? {};
  const chosen = answer?.values.stars ?? "";
  const review = page.reviewUrl && (
    <p className="feedback__review">
      {words.review}{" "}
      <a href={page.reviewUrl} rel="noopener">
        {words.reviewLink}
      </a>
    </p>
  );
  return (
    <section className="section container proposal feedback" aria-labelledby="feedback-title">
      <header className="proposal__head">
        <h1 id="feedback-title">{words.heading}</h1>
        <p className="proposal__meta">{page.number}</p>
      </header>
      <div className="notice-region" role="status">
        {thanks && (
          <p className="notice notice--success">
            <span className="notice__text">{words.thanks}</span>
          </p>
        )}
      </div>
      {page.given ? (
        <p className="proposal__state">{format(words.given, { stars: page.given.stars, date: page.given.date })}</p>
      ) : (
        <form method="post" action={path} className="lead-form feedback__form">
          <p>{words.intro}</p>
          <fieldset
            className="feedback__stars"
            aria-invalid={fields.stars ? true : undefined}
            aria-describedby={fields.stars ? "feedback-stars-error" : undefined}
          >
            <legend className="field__label">
              {words.stars}
              <span className="field__required" aria-hidden="true">
                {" "}
                *
              </span>
            </legend>
            <div className="feedback__scores">
              {STAR_SCORES.map((score) => (
                <label key={score} className="feedback__score">
                  <input type="radio" name="stars" value={score} required defaultChecked={chosen === String(score)} />
                  <span aria-hidden="true">{"★".repeat(score)}</span>
                  <span className="feedback__score-name">{words.starNames[score - 1]}</span>
                </label>
              ))}
            </div>
            <p className="field__error" id="feedback-stars-error" aria-live="polite">
              {fields.stars}
            </p>
          </fieldset>
          <Field label={words.comment} name="comment" error={fields.comment}>
            {(p) => (
              <textarea
                {...p}
                className="input"
                rows={4}
                maxLength={FEEDBACK_COMMENT_MAX}
                defaultValue={answer?.values.comment ?? ""}
              />
            )}
          </Field>
          {answer?.error === "failed" && (
            <div className="notice-region" role="alert">
              <p className="notice notice--error">
                <span className="notice__text">{words.failed}</span>
              </p>
            </div>
          )}
          <button type="submit" className="button button--primary lead-form__submit">
            {words.submit}
          </button>
        </form>
      )}
      {review}
      <p>
        <a href={page.orderPath}>{words.back}</a>
      </p>
    </section>
  );
}
