/**
 * The one-tap actions on a lead (issue 40): call, text, e-mail, directions. A phone number keeps its digits and a
 * leading +, which every phone dials as typed in the US; the maps link opens the phone's maps app where it has one.
 */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, "");

export const callHref = (phone: string) => `tel:${dialable(phone)}`;
export const textHref = (phone: string) => `sms:${dialable(phone)}`;
export const mailHref = (email: string) => `mailto:${email}`;

/** Directions to a place: "lat,lng" of a picked point, or an address as typed. */
export const directionsHref = (place: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;
