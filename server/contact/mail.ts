import type { ContactInput } from "../../app/features/contact/schema.ts";
import { lines, oneLine, paramsOf, type Mail, type MailSettings } from "../mail/mail.ts";

/** What the outbox keeps for a contact message's notification: the message as the business will read it. */
export type ContactNotifyPayload = {
  kind: "contact";
  id: string;
  created_at: string;
  lead: Omit<ContactInput, "website">;
};

/** A contact message's EmailJS template parameters (spec §7 call 4). */
const CONTACT_PARAMS = [
  "user_name",
  "user_email",
  "user_phone",
  "message",
  "location_lat",
  "location_lng",
  "location_address",
];

/** The business's copy of a contact message. */
export function contactNotificationMail(payload: ContactNotifyPayload, settings: MailSettings): Mail {
  const c = payload.lead;
  const sender = {
    to_email: settings.LEADS_TO_EMAIL,
    from_name: oneLine(c.user_name),
    reply_to: oneLine(c.user_email),
  };
  return {
    to: sender.to_email,
    replyTo: sender.reply_to,
    headers: {},
    template: "contact",
    subject: oneLine(`New message from ${c.user_name}`),
    text: lines([
      ["Name", c.user_name],
      ["Email", c.user_email],
      ["Phone", c.user_phone],
      ["Location", c.location_address],
      ["Coordinates", c.location_lat === null ? null : `${c.location_lat}, ${c.location_lng}`],
      ["Received", payload.created_at],
      ["Reference", payload.id],
    ]).concat(`\n\n${c.message}\n`),
    params: { ...paramsOf(c, CONTACT_PARAMS), ...sender },
  };
}
