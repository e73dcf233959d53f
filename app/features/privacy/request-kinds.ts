// Kept apart from ./schema.ts, which builds zod schemas when it loads: the form's island needs these words' keys and
// limits, not zod (importing the schema put all of zod into /privacy-request's script).

/** What a person may ask for (docs/decisions/0022): a copy of the data held about them, or its deletion. */
export const PRIVACY_REQUESTS = ["access", "erasure"] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUESTS)[number];

/** The longest note a person may add to a request. */
export const PRIVACY_NOTE_MAX = 1000;
