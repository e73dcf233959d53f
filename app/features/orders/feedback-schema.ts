import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { integerField, localeField, multiline } from "../leads/fields.ts";

/**
 * The private feedback form after an installation (issue 34, item 4): a score of 1 to 5 stars and an optional
 * comment. Messages are catalogue keys, written in the customer's language when the server answers.
 */
export const FEEDBACK_COMMENT_MAX = 2000;
export const STAR_SCORES = [1, 2, 3, 4, 5] as const;

const STARS_REQUIRED = msg("validation.feedbackStarsRequired");

export const FeedbackSchema = z.object({
  stars: integerField(1, 5, {
    required: STARS_REQUIRED,
    whole: STARS_REQUIRED,
    min: STARS_REQUIRED,
    max: STARS_REQUIRED,
  }),
  comment: multiline(FEEDBACK_COMMENT_MAX, msg("validation.feedbackCommentTooLong")).optional().default(""),
  locale: localeField,
});

export type FeedbackInput = z.infer<typeof FeedbackSchema>;
