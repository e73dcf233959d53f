import type { Page } from "@playwright/test";
import type { SmtpSink, SunkMail } from "../mocks/smtp-sink";
import { postQuoteLead, sendProposalByCli } from "./admin-helpers";
import { expect } from "./fixtures";

let customers = 0;

/**
 * A quote request posted as a visitor sends it, its proposal made and sent with the CLI, and accepted by the
 * customer: an order at Signed (issue 34). Answers the proposal's id, token and version, the lead and the e-mail.
 */
export async function signedProposal(server: { url: string; dbPath: string }, name: string) {
  const email = `order${++customers}-${Date.now()}@example.com`;
  const leadId = await postQuoteLead(server.url, email, name);
  const proposal = await sendProposalByCli(server.dbPath, leadId);
  const accepted = await fetch(`${server.url}/api/proposals/${proposal.token}/accept`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ signer_name: name, agree: true, version: 1 }),
  });
  expect(accepted.status).toBe(200);
  return { ...proposal, leadId, email };
}

/** Waits for the sink to hold an e-mail to `to` whose subject matches, and answers it. */
export async function mailTo(sink: SmtpSink, to: string, subject: RegExp): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = sink.mailbox().find((m) => m.to.includes(to) && subject.test(m.subject))), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

/** Staff record the deposit by hand (a check) on the proposal's back-office page. */
export async function recordDepositByHand(page: Page, base: string, proposalId: string) {
  await page.goto(`${base}/admin/proposals/${proposalId}`);
  await page.getByLabel("Amount received ($)").fill("100");
  await page.getByLabel("How it was paid").selectOption("check");
  await page.getByRole("button", { name: "Record the deposit" }).click();
  await expect(page.getByRole("status")).toBeVisible();
}
