import { describe, expect, it } from "vitest";
import { privacyAnswerOf } from "./privacy-answer.server";

describe("a privacy request's answer as staff post it", () => {
  it("sends a copy at once, and erases only on the second, confirmed post", () => {
    expect(privacyAnswerOf("privacy-copy", {})).toEqual({ answer: { answer: "send-copy" } });
    expect(privacyAnswerOf("privacy-erase", {})).toEqual({ confirmErase: true });
    expect(privacyAnswerOf("privacy-erase", { confirm: "yes" })).toEqual({ confirmErase: true });
    expect(privacyAnswerOf("privacy-erase", { confirm: "1" })).toEqual({ answer: { answer: "erase" } });
  });

  it("declines with one of the reasons and staff's words, trimmed", () => {
    expect(privacyAnswerOf("privacy-decline", { reason: "exempt", note: "  The 2025 invoice.  " })).toEqual({
      answer: { answer: "decline", reason: "exempt", note: "The 2025 invoice." },
    });
    expect(privacyAnswerOf("privacy-decline", { reason: "repeated" })).toEqual({
      answer: { answer: "decline", reason: "repeated", note: "" },
    });
  });

  it("names the field to correct: no reason or an unknown one, words that are too long", () => {
    expect(privacyAnswerOf("privacy-decline", {})).toEqual({
      fields: { reason: "Choose why the request is declined." },
    });
    expect(privacyAnswerOf("privacy-decline", { reason: "because", note: "x".repeat(1001) })).toEqual({
      fields: { reason: "Choose why the request is declined.", note: "Keep the note to 1000 characters." },
    });
    expect(privacyAnswerOf("privacy-decline", { reason: "exempt", note: "x".repeat(1001) })).toEqual({
      fields: { note: "Keep the note to 1000 characters." },
    });
  });
});
