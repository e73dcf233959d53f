import { describe, expect, it } from "vitest";
import { business } from "./business";
import { policyPageFor } from "./policies";
import { privacy } from "./privacy";
import type { PolicyPage } from "./types";

// The English policies, by path.
const policyPages: Record<string, PolicyPage | undefined> = {
  "/privacy-policy": policyPageFor("/privacy-policy", "en"),
};

const text = (path: string) =>
  policyPages[path]!.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]).join("\n");

describe("the privacy policy (issues 15 and 19)", () => {
  const policy = text("/privacy-policy");

  it("says the client address and user agent are stored with each request, and for how long", () => {
    expect(policy).toMatch(/IP\) address/);
    expect(policy).toMatch(/user agent/);
    expect(policy).toContain(`erase both automatically after ${privacy.technicalDataDays} days`);
    expect(privacy.technicalDataDays).toBe(90);
  });

  it("says copies of e-mails are cleared after the same period, delivered or not (server/privacy/retention.ts)", () => {
    expect(policy).toContain(
      `the copy is cleared ${privacy.technicalDataDays} days after the e-mail goes out, or after its last try if it could not be delivered`,
    );
  });

  it("says how long an order's personal data and its accounts are kept, and what an erasure leaves (decision 0029)", () => {
    expect(policy).toContain(
      `We keep your details in them for ${privacy.orderPersonalYears} years after the last payment`,
    );
    expect(policy).toContain(`stay in our accounts for ${privacy.accountsYears} years`);
    expect(policy).toContain(`A proposal you never accept is deleted after ${privacy.orderPersonalYears} years.`);
    expect(policy).toMatch(/your card details go to Stripe and never reach us/);
    expect(policy).toMatch(/the links we sent you stop working/);
    const spanish = policyPageFor("/privacy-policy", "es")!
      .sections.flatMap((s) => s.paragraphs)
      .join("\n");
    expect(spanish).toContain(`durante ${privacy.orderPersonalYears} años después del último pago`);
    expect(spanish).toContain(`durante ${privacy.accountsYears} años`);
    expect(spanish).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("tells how to ask for a copy or erasure: the business e-mail, and how soon it is answered", () => {
    expect(policy).toMatch(/copy of the information we hold about you/);
    expect(policy).toMatch(/erase/);
    expect(policy).toContain(`e-mail ${business.email}`);
    expect(policy).toContain(`within ${privacy.answerWithinDays} days`);
  });
});
