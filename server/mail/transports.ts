import nodemailer from "nodemailer";
import type { Env } from "../env.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";
import type { Mail } from "./mail.ts";

export type Transport = {
  name: "smtp" | "emailjs";
  /** Whether subscribers can be sent a welcome e-mail. */
  canWelcome: boolean;
  /** Sends one e-mail; the same `messageId` on every attempt, so a repeat after a crash shows once. */
  send(mail: Mail, messageId: string): Promise<void>;
  close(): void;
};

const TIMEOUT_MS = 15_000;

export function createTransport(env: Env): Transport | null {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  if (env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY) return emailJsTransport(env);
  return null;
}

function smtpTransport(url: string, from: string): Transport {
  const parsed = new URL(url);
  for (const key of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(TIMEOUT_MS));
  }
  const mailer = nodemailer.createTransport(parsed.href);
  return {
    name: "smtp",
    canWelcome: true,
    async send({ to, replyTo, subject, text, html, headers, calendar, attachments }, messageId) {
      try {
        // One message carries every part an e-mail has: the text, its HTML alternative (a swatch's colour chip),
        // a calendar invitation as text/calendar with its METHOD (so mail clients offer to add it) and files
        // attached (a proposal's PDF).
        const message = { from, to, replyTo, subject, text, html, headers, icalEvent: calendar, attachments };
        await mailer.sendMail({ ...message, messageId: `<${messageId}@outbox.amberwood>` });
      } catch (error) {
        const code = Number((error as { responseCode?: unknown }).responseCode);
        // 5xx is the server's final answer; 4xx and network errors are worth another try.
        if (code >= 500 && code < 600) throw new PermanentDeliveryError(String((error as Error).message));
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

function emailJsTransport(env: Env): Transport {
  const endpoint = new URL("/api/v1.0/email/send", env.EMAILJS_API_URL).href;
  const templates: Record<Mail["template"], string> = {
    contact: env.EMAILJS_TEMPLATE_ID,
    quote: env.EMAILJS_QUOTE_TEMPLATE_ID || env.EMAILJS_TEMPLATE_ID,
    welcome: env.EMAILJS_WELCOME_TEMPLATE_ID,
    booking: env.EMAILJS_BOOKING_TEMPLATE_ID || env.EMAILJS_TEMPLATE_ID,
  };
  return {
    name: "emailjs",
    canWelcome: templates.welcome !== "",
    // EmailJS's REST API cannot attach files: a calendar invitation's e-mail carries its download link instead, and
    // a proposal's e-mail the link to its page and PDF.
    async send(mail, _messageId) {
      const template = templates[mail.template];
      if (!template) throw new PermanentDeliveryError(`no EmailJS template for ${mail.template} e-mails`);
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          service_id: env.EMAILJS_SERVICE_ID,
          template_id: template,
          user_id: env.EMAILJS_PUBLIC_KEY,
          ...(env.EMAILJS_PRIVATE_KEY ? { accessToken: env.EMAILJS_PRIVATE_KEY } : {}),
          template_params: mail.params,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return void (await response.body?.cancel());
      const detail = `EmailJS answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 200)}`;
      if (response.status === 429 || response.status >= 500) throw new Error(detail);
      throw new PermanentDeliveryError(detail);
    },
    close: () => undefined,
  };
}
