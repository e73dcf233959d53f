/**
 * Optional browser-side sending through EmailJS (spec §7 calls 4 and 5). Off
 * unless all public build-time settings are present; the site's own API is the
 * default and recommended path. These values are public by design (EmailJS
 * "public key"); the recipient is fixed in the EmailJS template, never here.
 *
 *   VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID,
 *   VITE_EMAILJS_CONTACT_TEMPLATE_ID, VITE_EMAILJS_QUOTE_TEMPLATE_ID
 */
type Target = { serviceId: string; templateId: string; publicKey: string };

function target(templateId: string | undefined): Target | null {
  const publicKey = import.meta.env.VITE_EMAILJS_PUBLIC_KEY as string | undefined;
  const serviceId = import.meta.env.VITE_EMAILJS_SERVICE_ID as string | undefined;
  return publicKey && serviceId && templateId ? { serviceId, templateId, publicKey } : null;
}

export const emailJs = {
  contact: target(import.meta.env.VITE_EMAILJS_CONTACT_TEMPLATE_ID as string | undefined),
  quote: target(import.meta.env.VITE_EMAILJS_QUOTE_TEMPLATE_ID as string | undefined),
};

/** Call 4: the whole contact form as form data; success is the answer text "OK". */
export async function sendFormWithEmailJs(to: Target, form: HTMLFormElement): Promise<boolean> {
  const { default: emailjs } = await import("@emailjs/browser");
  const answer = await emailjs.sendForm(to.serviceId, to.templateId, form, { publicKey: to.publicKey });
  return answer.text === "OK";
}

/** Call 5: named template parameters; any answer that does not reject is success. */
export async function sendWithEmailJs(to: Target, params: Record<string, string>): Promise<boolean> {
  const { default: emailjs } = await import("@emailjs/browser");
  await emailjs.send(to.serviceId, to.templateId, params, { publicKey: to.publicKey });
  return true;
}
