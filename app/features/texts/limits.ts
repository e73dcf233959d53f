/** A staff reply's longest text (issue 35): Twilio takes 1,600 characters; a reply that long is a call, not a text. */
export const REPLY_MAX_CHARS = 600;
