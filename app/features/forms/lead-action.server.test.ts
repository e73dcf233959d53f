import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { leadIntakeContext, type LeadIntake, type SubmitResult } from "~/features/leads/service";
import { requestClientContext } from "~/lib/app-context";
import { handleLeadPost } from "./lead-action.server";

function post(fields: Record<string, string>) {
  return new Request("http://site.test/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function contextWith(result: SubmitResult | null) {
  const submit = vi.fn<LeadIntake["submit"]>(async () => result!);
  const context = new RouterContextProvider();
  const readMultipart = vi.fn<LeadIntake["readMultipart"]>();
  if (result) context.set(leadIntakeContext, { submit, readMultipart });
  return { context, submit };
}

const form = { user_name: "Dana", message: "Hi", website: "" };

describe("handleLeadPost (native form posts)", () => {
  it("hands the form to the intake with the client from the route context and clears the values on success", async () => {
    const { context, submit } = contextWith({ status: "created", id: "1" });
    context.set(requestClientContext, { ip: "203.0.113.9", userAgent: "Firefox" });
    const answer = await handleLeadPost("contact", post(form), context);
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ kind: "contact", outcome: "sent", fields: {}, values: {} });
    expect(submit).toHaveBeenCalledWith(
      "contact",
      { ...form, locale: "en" },
      // The page goes with it, for the record of a ticked "Text me…" box (issue 35).
      { ip: "203.0.113.9", userAgent: "Firefox", page: "/contact" },
      undefined,
    );
  });

  it("gives refused input back with the messages, without the honeypot", async () => {
    const fields = { user_phone: "Please enter a valid phone number" };
    const { context } = contextWith({ status: "invalid", fields });
    const answer = await handleLeadPost("contact", post({ ...form, website: "spam" }), context);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      kind: "contact",
      outcome: "invalid",
      fields,
      values: { user_name: "Dana", message: "Hi" },
    });
  });

  it("keeps the values and says failed when rate limited or when there is no intake", async () => {
    const limited = await handleLeadPost(
      "quote",
      post(form),
      contextWith({ status: "rate_limited", retryAfterSeconds: 30 }).context,
    );
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get("Retry-After")).toBe("30");
    expect(limited.data.outcome).toBe("failed");
    expect(limited.data.values.user_name).toBe("Dana");

    const missing = await handleLeadPost("quote", post(form), contextWith(null).context);
    expect(missing.init?.status).toBe(503);
    expect(missing.data.outcome).toBe("failed");
  });
});
