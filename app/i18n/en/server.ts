/**
 * English: messages only the server writes (the /book pages' route actions, the quote's photo
 * checks as they stream in). Kept apart so no page's scripts carry them.
 */
export const enServer = {
  bookingAnswers: {
    invalid: "Please check the highlighted fields.",
    rateLimited: "Too many attempts from your connection. Please wait a few minutes and try again.",
    unavailable: "We cannot take bookings right now. Please try again shortly, or call us.",
    conflict: "You already have a consultation at that time.",
    cancelled: "This consultation has been cancelled, so it cannot be moved.",
    slotTaken: "That time was just taken. Please choose another.",
  },
  photoChecks: {
    tooManyPixels: "“{name}” has too many pixels to process; please send a smaller photo",
    unreadable: "“{name}” could not be read; it may be damaged or cut off",
  },
} as const;
