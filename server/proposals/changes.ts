import type { ProposalContent, ProposalLine } from "../../app/features/proposals/content.ts";
import { formatCents } from "../../app/i18n/format.ts";
import { formatInches } from "../../app/features/quote/inches.ts";

/**
 * What an edit changed, in the words staff read in the proposal's history ("Line 2 unit price: $120.00 → $135.00").
 * Kept in the audit log with the edit, so the history says who changed what even after later versions.
 */
const money = (cents: number) => formatCents(cents);
const size = (inches: number | null) => (inches === null ? "none" : `${formatInches(inches)} in`);

const LINE_FIELDS: { key: keyof ProposalLine; label: string; show: (line: ProposalLine) => string }[] = [
  { key: "label", label: "name", show: (l) => l.label },
  { key: "product_type", label: "product", show: (l) => l.product_type || "none" },
  { key: "model", label: "style", show: (l) => l.model || "none" },
  { key: "width_in", label: "width", show: (l) => size(l.width_in) },
  { key: "height_in", label: "height", show: (l) => size(l.height_in) },
  { key: "mount", label: "mount", show: (l) => l.mount || "none" },
  { key: "options", label: "options", show: (l) => l.options || "none" },
  { key: "quantity", label: "quantity", show: (l) => String(l.quantity) },
  { key: "unit_cents", label: "unit price", show: (l) => money(l.unit_cents) },
];

function lineChanges(before: ProposalLine[], after: ProposalLine[]): string[] {
  const out: string[] = [];
  const shared = Math.min(before.length, after.length);
  for (let i = 0; i < shared; i++) {
    for (const field of LINE_FIELDS) {
      const was = field.show(before[i]!);
      const now = field.show(after[i]!);
      if (was !== now) out.push(`Line ${i + 1} ${field.label}: ${was} → ${now}`);
    }
  }
  for (let i = shared; i < after.length; i++) out.push(`Line ${i + 1} added: ${after[i]!.label}`);
  for (let i = shared; i < before.length; i++) out.push(`Line ${i + 1} removed: ${before[i]!.label}`);
  return out;
}

export function changesBetween(before: ProposalContent, after: ProposalContent): string[] {
  const out: string[] = [];
  const customer = (["name", "email", "phone", "address"] as const).filter(
    (key) => before.customer[key] !== after.customer[key],
  );
  for (const key of customer)
    out.push(`Customer ${key}: ${before.customer[key] || "none"} → ${after.customer[key] || "none"}`);
  out.push(...lineChanges(before.lines, after.lines));
  if (before.installation_cents !== after.installation_cents) {
    out.push(`Installation: ${money(before.installation_cents)} → ${money(after.installation_cents)}`);
  }
  if (before.discount_cents !== after.discount_cents) {
    out.push(`Discount: ${money(before.discount_cents)} → ${money(after.discount_cents)}`);
  }
  if (before.notes !== after.notes) out.push("Notes changed");
  if (JSON.stringify(before.rates) !== JSON.stringify(after.rates)) out.push("Tax and deposit rates updated");
  return out;
}
