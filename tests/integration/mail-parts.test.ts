import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env.ts";
import { customerMail } from "../../server/mail/customer-mail.ts";
import { createTransport, type Transport } from "../../server/mail/transports.ts";
import { createSigner } from "../../server/secrets.ts";
import { SmtpSink } from "../mocks/smtp-sink.ts";

/**
 * One shape of e-mail for every capability (server/mail/mail.ts): a swatch order's HTML part (issue 36), a proposal's
 * PDF (issue 33) and a booking's invitation travel in one message when one e-mail has them all, over the same SMTP
 * transport.
 */
describe("an e-mail's parts over SMTP", () => {
  let sink: SmtpSink;
  let transport: Transport;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    const env = parseEnv({ NODE_ENV: "test", SMTP_URL: sink.url, MAIL_FROM: "Amberwood <no-reply@amberwood.test>" });
    transport = createTransport(env)!;
  });
  afterAll(async () => {
    transport?.close();
    await sink?.stop();
  });

  it("sends the text, its HTML alternative, an attached file and a calendar invitation in one message", async () => {
    const settings = {
      LEADS_TO_EMAIL: "inbox@amberwood.test",
      SITE_URL: "https://amberwood.test",
      unsubscribeSecret: "x",
      signer: createSigner(Buffer.alloc(32, 7)),
    };
    const pdf = Buffer.from("%PDF-1.4 a proposal");
    const mail = customerMail({
      template: "welcome",
      to: "ana@example.com",
      subject: "Everything at once",
      text: "Hello Ana,\n- Arctic White: Roller Shades",
      html: '<p>Hello Ana,</p><span style="background:#F5F4EF"></span> Arctic White',
      settings,
      calendar: { method: "REQUEST", content: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n" },
      attachments: [{ filename: "proposal-P-1.pdf", contentType: "application/pdf", content: pdf }],
    });
    await transport.send(mail, "parts-1");
    expect(sink.messages).toHaveLength(1);
    const parsed = await simpleParser(sink.messages[0]!.raw);
    expect(parsed.text).toContain("- Arctic White: Roller Shades");
    expect(parsed.html).toContain('<span style="background:#F5F4EF"></span> Arctic White');
    const pdfPart = parsed.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdfPart?.filename).toBe("proposal-P-1.pdf");
    expect(pdfPart?.content.equals(pdf)).toBe(true);
    expect(sink.messages[0]!.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    // The EmailJS template gets the HTML as a parameter beside the text (it cannot attach files).
    expect(mail.params).toMatchObject({ message: mail.text, message_html: mail.html });
  });
});
