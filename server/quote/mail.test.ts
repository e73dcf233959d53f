import { describe, expect, it } from "vitest";
import { QuoteSchema } from "../../app/features/quote/schema.ts";
import type { MailSettings } from "../mail/mail.ts";
import { createSigner } from "../secrets.ts";
import { quoteNotificationMail, type QuoteNotifyPayload } from "./mail.ts";

const settings: MailSettings = {
  LEADS_TO_EMAIL: "inbox@amberwood.test",
  SITE_URL: "https://amberwood.test",
  unsubscribeSecret: "s",
  signer: createSigner(Buffer.from("a test key of thirty-two bytes..")),
  photoUrl: (id) => `https://amberwood.test/api/quote-photos/${id}?expires=1&sig=x`,
};

describe("the business's e-mail for a quote with windows and photos (issue 13)", () => {
  it("carries the windows' summary, the server's estimate and a link per photo", () => {
    const lead = QuoteSchema.parse({
      user_name: "Sam Lee",
      user_email: "sam@example.com",
      user_phone: "213 555 0101",
      product_type: "shades",
      product_model: "Roller Shades",
      preferred_color: "Ivory",
      preferred_material: "Linen",
      installation_required: "yes",
      windows: [{ room: "Kitchen", width_in: "36 3/8", height_in: 48, quantity: 2, mount: "inside" }],
    });
    const payload: QuoteNotifyPayload = {
      kind: "quote",
      id: "q1",
      created_at: "2026-11-25T10:00:00Z",
      lead,
      photos: [{ id: "p1", filename: "kitchen.jpg" }],
    };
    const mail = quoteNotificationMail(payload, settings);
    expect(mail.text).toContain("Window dimensions: Kitchen: 36 3/8 × 48 in, inside mount, ×2");
    expect(mail.text).toContain("Quantity: 2");
    expect(mail.text).toMatch(
      new RegExp(
        `Estimate: Estimated \\$${lead.estimate!.low.toLocaleString("en-US")} – \\$${lead.estimate!.high.toLocaleString("en-US")} for 2 windows, installation included`,
      ),
    );
    expect(mail.text).toContain("1. kitchen.jpg: https://amberwood.test/api/quote-photos/p1?expires=1&sig=x");
    expect(mail.params.estimate).toMatch(/^Estimated /);
  });
});
