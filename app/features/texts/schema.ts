import { z } from "zod";

/** The longest inbound text kept as a lead's first message: Twilio joins a long text's parts up to 1,600 characters. */
export const INBOUND_MAX_CHARS = 1600;

/**
 * A text from a number no lead knows (issue 35), as Twilio posts it to /api/sms/inbound (signature checked first):
 * the number it came from in E.164 and its words. It has no form; the server validates the callback with it before a
 * "text" lead is made.
 */
export const TextLeadSchema = z.object({
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
  message: z.string().trim().min(1).max(INBOUND_MAX_CHARS),
});

export type TextLeadInput = z.infer<typeof TextLeadSchema>;
