import { createHash } from "node:crypto";
import { business } from "../../app/content/business.ts";
import { termsOf } from "../../app/content/proposal-terms.ts";
import { proposalNumber, type ProposalContent } from "../../app/features/proposals/content.ts";
import { totalsOf } from "../../app/features/proposals/money.ts";
import type { Locale } from "../../app/i18n/locales.ts";

/**
 * The canonical content of a proposal version (issue 33; decision 0016): what the customer agrees to, as data, in
 * one exact byte form — JSON with every object's keys sorted, no spaces, numbers as integers (cents) — so its
 * SHA-256 is the same whoever computes it, whenever. It holds the business and the customer, every line with its
 * amount, the totals, the rates, the notes, the last day, the language and the terms in that language.
 */
export type CanonicalFacts = {
  id: string;
  version: number;
  locale: Locale;
  content: ProposalContent;
  validUntil: string | null;
};

export function canonicalContent(facts: CanonicalFacts): unknown {
  const { content } = facts;
  const totals = totalsOf(content, content.rates);
  return {
    proposal: proposalNumber(facts.id),
    id: facts.id,
    version: facts.version,
    locale: facts.locale,
    currency: "USD",
    business: { name: business.name, email: business.email, phone: business.phones[0].display },
    customer: content.customer,
    lines: content.lines.map((line, i) => ({ ...line, amount_cents: totals.line_cents[i] })),
    installation_cents: content.installation_cents,
    discount_cents: content.discount_cents,
    rates: content.rates,
    totals,
    notes: content.notes,
    valid_until: facts.validUntil,
    terms: termsOf(facts.locale, content.rates.deposit_percent),
  };
}

/** Keys in UTF-16 code unit order, as JavaScript compares strings: no locale can change it. */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** JSON with object keys sorted at every depth: one byte form for one value. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => byCodeUnits(a, b));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a version's canonical content. */
export function proposalSha256(facts: CanonicalFacts): string {
  return createHash("sha256")
    .update(canonicalJson(canonicalContent(facts)), "utf8")
    .digest("hex");
}
