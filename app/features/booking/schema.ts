import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import {
  honeypot,
  integerField,
  localeField,
  multiline,
  personFields,
  placeFields,
  smsConsentField,
} from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";
import { swatchIdsField } from "../swatches/schema.ts";
import { ROOMS } from "./limits.ts";

export { ROOMS };

/** The booking form's own check of a time, in the browser too (the time radios are not `required`). */
const CHOOSE_TIME = msg("booking.chooseTime");

/**
 * The booking form (POST /api/bookings and the /book page's action). Whether `start` is a
 * time actually offered is the calendar's call on the server (server/booking/slots.ts);
 * here it only has to be a string.
 */
const start = z.string({ error: CHOOSE_TIME }).trim().min(1, CHOOSE_TIME).max(40, CHOOSE_TIME);

export const BookingSchema = z.object({
  start,
  ...personFields,
  ...placeFields("address", msg("validation.addressRequired"), msg("validation.addressTooLong")),
  // Optional: a form sends an empty box as "", which means "not given".
  rooms: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    integerField(ROOMS.min, ROOMS.max, {
      required: msg("validation.roomsRequired"),
      min: msg("validation.roomsMin"),
      max: msg("validation.roomsMax"),
    })
      .optional()
      .transform((v) => v ?? null),
  ),
  message: multiline(LIMITS.message, msg("validation.messageTooLong")).optional().default(""),
  sms_consent: smsConsentField,
  /** Swatches from the visitor's bag for the designer to bring (issue 36): catalogue ids, none by default. */
  swatches: swatchIdsField(0),
  [HONEYPOT_FIELD]: honeypot,
});

/** A new time for a booking, and the language its messages are written in (the manage page's, or the API's `locale`). */
export const RescheduleSchema = z.object({ start, locale: localeField });

export type BookingInput = z.infer<typeof BookingSchema>;
