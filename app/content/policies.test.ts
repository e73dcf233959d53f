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

  it("tells how to ask for a copy or erasure: the business e-mail, and how soon it is answered", () => {
    expect(policy).toMatch(/copy of the information we hold about you/);
    expect(policy).toMatch(/erase/);
    expect(policy).toContain(`e-mail ${business.email}`);
    expect(policy).toContain(`within ${privacy.answerWithinDays} days`);
  });
});
