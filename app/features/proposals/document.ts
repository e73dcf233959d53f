import { business } from "../../content/business.ts";
import { termsOf } from "../../content/proposal-terms.ts";
import { format, formatCents } from "../../i18n/format.ts";
import { INTL_LOCALE, type Locale } from "../../i18n/locales.ts";
import { proposalUi } from "../../i18n/parts/proposal.ts";
import { quoteUi } from "../../i18n/parts/quote.ts";
import { formatInches } from "../quote/inches.ts";
import { proposalNumber, type ProposalContent, type ProposalLine } from "./content.ts";
import { ratePercent, totalsOf, type Totals } from "./money.ts";

/**
 * A proposal as the customer reads it, in their language, every figure already written out (issue 33). The page,
 * the PDF and the e-mails are all drawn from one `ProposalDocument`, and its figures from one `totalsOf`: they
 * cannot say different things. Pure; the server builds it for each reader.
 */
export type DocumentFacts = {
  id: string;
  version: number;
  locale: Locale;
  content: ProposalContent;
  /** When this version was sent (ISO), null for a draft. */
  sentAt: string | null;
  /** YYYY-MM-DD: the last day it can be accepted; null for a draft. */
  validUntil: string | null;
  acceptance: { signerName: string; acceptedAt: string; sha256: string; version: number } | null;
  /** The business's time zone: dates and the signature's time are its wall-clock time. */
  timeZone: string;
};

export type DocumentLine = { item: string; details: string; quantity: string; unitPrice: string; amount: string };
export type DocumentTotal = { key: keyof Totals; label: string; value: string };

export type ProposalDocument = {
  locale: Locale;
  number: string;
  title: string;
  version: string;
  sent: string | null;
  validUntil: string | null;
  business: { heading: string; lines: string[] };
  customer: { heading: string; lines: string[] };
  columns: DocumentLine;
  lines: DocumentLine[];
  totals: DocumentTotal[];
  notes: { heading: string; paragraphs: string[] } | null;
  terms: { heading: string; items: string[] };
  acceptance: { heading: string; lines: string[] } | null;
  totalsInCents: Totals;
};

/** A calendar date (YYYY-MM-DD) written in full in `locale`: "December 31, 2026". */
export function longDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

/** An instant as the business's wall clock, with its zone: "December 2, 2026 at 3:04 PM EST". */
export function dateTimeWithZone(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone,
  }).format(new Date(iso));
}

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function dateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );
}

/** A line's second column: product, style, size, mount and options, in the customer's language. */
function detailsOf(line: ProposalLine, locale: Locale): string {
  const quote = quoteUi[locale];
  const words = proposalUi[locale].proposal;
  const parts: string[] = [];
  if (line.product_type) parts.push(quote.quote.productTypes[line.product_type]);
  if (line.model) parts.push(line.model);
  if (line.width_in !== null && line.height_in !== null) {
    parts.push(
      format(words.size, { width: formatInches(line.width_in), height: formatInches(line.height_in) }, locale),
    );
  }
  if (line.mount) parts.push(quote.windows.mounts[line.mount]);
  if (line.options) parts.push(line.options);
  return parts.join(", ");
}

export function proposalDocument(facts: DocumentFacts): ProposalDocument {
  const { locale, content } = facts;
  const words = proposalUi[locale].proposal;
  const money = (cents: number) => formatCents(cents, locale);
  const totals = totalsOf(content, content.rates);
  const number = proposalNumber(facts.id);

  const rows: DocumentTotal[] = [{ key: "goods_cents", label: words.totals.goods, value: money(totals.goods_cents) }];
  if (totals.discount_cents > 0) {
    rows.push({ key: "discount_cents", label: words.totals.discount, value: `−${money(totals.discount_cents)}` });
  }
  if (totals.installation_cents > 0) {
    rows.push({ key: "installation_cents", label: words.totals.installation, value: money(totals.installation_cents) });
  }
  const rate = ratePercent(content.rates.tax_rate_ppm);
  rows.push(
    { key: "tax_cents", label: format(words.totals.tax, { rate }, locale), value: money(totals.tax_cents) },
    { key: "total_cents", label: words.totals.total, value: money(totals.total_cents) },
    {
      key: "deposit_cents",
      label: format(words.totals.deposit, { percent: content.rates.deposit_percent }, locale),
      value: money(totals.deposit_cents),
    },
    { key: "balance_cents", label: words.totals.balance, value: money(totals.balance_cents) },
  );

  const customer = content.customer;
  const acceptance = facts.acceptance;
  return {
    locale,
    number,
    title: format(words.title, { number }, locale),
    version: format(words.version, { version: facts.version }, locale),
    sent: facts.sentAt ? format(words.sentOn, { date: longDate(dateIn(facts.sentAt, facts.timeZone), locale) }) : null,
    validUntil: facts.validUntil ? format(words.validUntil, { date: longDate(facts.validUntil, locale) }) : null,
    business: {
      heading: words.from,
      lines: [
        business.name,
        `${business.address.locality}, ${business.address.region}`,
        business.phones[0].display,
        business.email,
      ],
    },
    customer: {
      heading: words.preparedFor,
      lines: [customer.name, customer.address, customer.email, customer.phone].filter((line) => line !== ""),
    },
    columns: {
      item: words.columns.item,
      details: words.columns.details,
      quantity: words.columns.quantity,
      unitPrice: words.columns.unitPrice,
      amount: words.columns.amount,
    },
    lines: content.lines.map((line, i) => ({
      item: line.label,
      details: detailsOf(line, locale),
      quantity: String(line.quantity),
      unitPrice: money(line.unit_cents),
      amount: money(totals.line_cents[i]!),
    })),
    totals: rows,
    notes: content.notes ? { heading: words.notes, paragraphs: content.notes.split(/\n{2,}/) } : null,
    terms: { heading: words.terms, items: termsOf(locale, content.rates.deposit_percent) },
    acceptance: acceptance
      ? {
          heading: words.acceptance.heading,
          lines: [
            format(words.acceptance.signedBy, { name: acceptance.signerName }, locale),
            format(
              words.acceptance.signedAt,
              { when: dateTimeWithZone(acceptance.acceptedAt, facts.timeZone, locale) },
              locale,
            ),
            format(words.acceptance.ofVersion, { version: acceptance.version }, locale),
            format(words.acceptance.fingerprint, { hash: acceptance.sha256 }, locale),
          ],
        }
      : null,
    totalsInCents: totals,
  };
}
