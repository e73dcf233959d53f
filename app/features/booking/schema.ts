import { z } from "zod";
import { honeypot, integerField, multiline, personFields, placeFields } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";
import { swatchIdsField } from "../swatches/schema.ts";
import { CHOOSE_TIME, ROOMS } from "./limits.ts";

export { CHOOSE_TIME, ROOMS };

/**
 * The booking form (POST /api/bookings and the /book page's action). Whether `start` is a
 * time actually offered is the calendar's call on the server (server/booking/slots.ts);
 * here it only has to be a string.
 */
const start = z.string({ error: CHOOSE_TIME }).trim().min(1, CHOOSE_TIME).max(40, CHOOSE_TIME);

export const BookingSchema = z.object({
  start,
  ...personFields,
  ...placeFields(
    "address",
    "Please enter the address of the visit",
    `Addresses are at most ${LIMITS.address} characters`,
  ),
  // Optional: a form sends an empty box as "", which means "not given".
  rooms: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    integerField(ROOMS.min, ROOMS.max, {
      required: "Please enter the number of rooms",
      min: `Please enter at least ${ROOMS.min} room`,
      max: `For more than ${ROOMS.max} rooms, please contact us directly`,
    })
      .optional()
      .transform((v) => v ?? null),
  ),
  message: multiline(LIMITS.message, `Messages are at most ${LIMITS.message} characters`).optional().default(""),
  /** Swatches from the visitor's bag for the designer to bring (issue 36): catalogue ids, none by default. */
  swatches: swatchIdsField(0),
  [HONEYPOT_FIELD]: honeypot,
});

export const RescheduleSchema = z.object({ start });

export type BookingInput = z.infer<typeof BookingSchema>;
