/**
 * English: what the server says about a refused field, for the messages no page's form checks by itself
 * (the zod schemas of app/features/*, the booking calendar's refusals). A schema names each message by its key
 * (`msg("validation.nameRequired")`, app/i18n/message-key.ts) and the server writes it in the visitor's language
 * (app/features/leads/field-errors.server.ts). A message the browser checks too lives with its form's words
 * (`booking.chooseTime`, `contact.locationMissing`, `windows.widthInvalid`, `estimate.*`, `photos.*`) and a schema
 * names it there.
 *
 * Placeholders: `{max}` and `{min}` are the bound the check names (a length, a count, a number); `{values}` the
 * accepted values, listed; the others are given by the check (docs/architecture.md, "Validation messages").
 */
export const enValidation = {
  validation: {
    /** Anything a form posts: a value of a kind no form sends (a list where text belongs, a number for a name). */
    invalid: "Please check this field",
    nameRequired: "Please enter your name",
    nameTooLong: "Names are at most {max} characters",
    emailInvalid: "Please enter a valid email address",
    emailTooLong: "Email addresses are at most {max} characters",
    phoneRequired: "Please enter your phone number",
    phoneInvalid: "Please enter a valid phone number",
    /** Issue 35: the "Text me…" box is ticked beside a number no text can reach. */
    phoneNotTextable: "Please enter a number that can receive texts, or untick the box to be contacted another way",
    /** The JSON API's `locale`: `{values}` lists the codes ("en, es"). */
    localeInvalid: "Please choose one of the site's languages: {values}",
    wholeNumber: "Please enter a whole number",
    pickAgain: "Please pick the location on the map again",
    messageRequired: "Please enter a message",
    messageTooLong: "Messages are at most {max} characters",
    /** The contact form's job location (its missing message is `contact.locationMissing`). */
    locationTooLong: "Locations are at most {max} characters",
    /** The quote request. */
    productTypeRequired: "Please choose a product type",
    productModelRequired: "Please choose a product model",
    modelFromList: "Please choose a model from the list",
    customModelRequired: "Please specify your product model",
    customModelTooLong: "Please keep the model to {max} characters",
    materialRequired: "Please choose a material",
    materialFromList: "Please choose a material from the list",
    colorRequired: "Please choose a color",
    installationRequired: "Please choose yes or no",
    quantityRequired: "Please enter a quantity",
    quantityMin: "The quantity must be at least {min}",
    quantityMax: "For more than {max} items, please contact us directly",
    dimensionsTooLong: "Please keep the dimensions to {max} characters",
    /** The quote's windows (the estimate's own checks are `estimate.*`, a typed width `windows.widthInvalid`). */
    windowsNotAList: "Windows must be a list",
    windowsRequired: "Please list your windows",
    windowsAtLeastOne: "Please list at least one window",
    roomRequired: "Please choose a room",
    heightInches: "Please enter the height in inches, e.g. 36 3/8",
    windowQuantityRequired: "Please say how many windows of this size",
    windowQuantityMin: "How many: at least {min}",
    windowQuantityMax: "How many: at most {max}; add another window for more",
    mountRequired: "Please choose inside or outside mount",
    /** The booking form (a missing time is `booking.chooseTime`). */
    addressRequired: "Please enter the address of the visit",
    addressTooLong: "Addresses are at most {max} characters",
    roomsRequired: "Please enter the number of rooms",
    roomsMin: "Please enter at least {min} room",
    roomsMax: "For more than {max} rooms, please contact us directly",
    /** The swatch order (issue 36) and the swatches a booking brings; `{id}` is a swatch's id as it was sent. */
    swatchesNone: "Please add at least one swatch",
    swatchesTooMany: "Please choose at most {max} swatches",
    swatchesNotList: "Send the swatches as a list of their ids",
    swatchUnknown: "There is no swatch “{id}” in our catalogue",
    swatchRepeated: "The swatch “{id}” is listed twice",
    /** The swatch order's US postal address (its length is `addressTooLong`). */
    streetRequired: "Please enter your street address",
    addressLine2TooLong: "The second address line is at most {max} characters",
    cityRequired: "Please enter your city",
    cityTooLong: "Cities are at most {max} characters",
    stateInvalid: "Please enter your state's two-letter code, such as CA",
    zipInvalid: "Please enter a 5-digit ZIP code, such as 90012 or 90012-3456",
    zipNotInState: "This ZIP code is not in that state: please check both",
    /** The booking calendar's refusals of a chosen time. */
    slotPast: "That time has passed. Please choose another.",
    /** `{hours}`: the notice the business needs (BOOKING_MIN_NOTICE_HOURS). */
    slotTooSoon: "Bookings need at least {hours} hours' notice. Please choose a later time.",
    /** `{days}`: how far ahead it books (BOOKING_HORIZON_DAYS). */
    slotBeyondHorizon: "We take bookings up to {days} days ahead. Please choose an earlier time.",
    slotClosed: "We are closed that day. Please choose another day.",
    slotOffGrid: "Please choose one of the offered times.",
    /** A privacy request (decision 0022): what it asks for, and the person's optional note. */
    privacyRequestRequired: "Please choose what you are asking for: a copy of your data or its deletion",
    privacyNoteTooLong: "Notes are at most {max} characters",
    /** A proposal's acceptance and decline (issue 33). */
    signerNameRequired: "Type your full name to sign",
    signerNameTooLong: "Your name is at most {max} characters",
    agreeRequired: "Tick the box to agree to the terms",
    proposalVersionMissing: "Reload the page: the proposal's version is missing",
    declineReasonTooLong: "Keep the reason to {max} characters",
    /** The private feedback after an installation (issue 34). */
    feedbackStarsRequired: "Choose a score from 1 to 5 stars",
    feedbackCommentTooLong: "Keep the comment to {max} characters",
  },
} as const;
