import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ProposalDocument } from "../../app/features/proposals/document.ts";
import { format } from "../../app/i18n/format.ts";
import { INTL_LOCALE } from "../../app/i18n/locales.ts";
import { proposalUi } from "../../app/i18n/parts/proposal.ts";

/**
 * The proposal as a PDF (issue 33): text, not a picture, drawn with pdf-lib from the same `ProposalDocument` the
 * page shows, so a reader (or a test) finds the same words and figures in it. US Letter, Helvetica.
 *
 * Helvetica is one of the PDF's standard fonts: nothing to embed, every reader has it, and its encoding
 * (Windows-1252) covers English and Spanish (á é í ó ú ñ ü ¿ ¡). A character outside it — a name in another
 * script — is written without its accent where it has one (Ł → L is not possible, so it becomes "?"); the page,
 * the e-mail and the signature's hash keep the exact text (decision 0016).
 */
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const BODY = 10;
const SMALL = 8;
const LEADING = 1.35;
const GRAY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Replaces what the font cannot write: an accented letter by its base letter where that exists, else "?". */
export function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n" || known.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    const writable = base !== "" && [...base].every((c) => known.has(c.codePointAt(0)!));
    out += writable ? base : "?";
  }
  return out;
}

/** Splits `text` into lines no wider than `width` at `size`, breaking between words (a too-long word is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes down the pages, starting a new one when the next block would not fit. */
class Writer {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];
  private readonly pdf: PDFDocument;
  readonly fonts: Fonts;

  constructor(pdf: PDFDocument, fonts: Fonts) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }

  /** Room for `height` more points on this page, else a new page. */
  need(height: number) {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? BODY;
    this.page.drawText(printable(text, font), { x, y: this.y - size, size, font, color: options.color });
  }

  /** Text right-aligned to `right`. */
  textRight(text: string, right: number, options: { size?: number; bold?: boolean } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? BODY;
    const clean = printable(text, font);
    this.page.drawText(clean, { x: right - font.widthOfTextAtSize(clean, size), y: this.y - size, size, font });
  }

  /** A wrapped paragraph from `x`, `width` wide. */
  paragraph(text: string, x: number, width: number, options: { size?: number; bold?: boolean } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? BODY;
    for (const line of wrap(printable(text, font), font, size, width)) {
      this.need(size * LEADING);
      this.text(line, x, options);
      this.y -= size * LEADING;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }

  gap(points: number) {
    this.y -= points;
  }
}

const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The line table's columns: x and width of each, in points. */
const COLUMNS = {
  item: { x: MARGIN, width: 110 },
  details: { x: MARGIN + 116, width: 214 },
  quantity: { right: MARGIN + 370 },
  unitPrice: { right: MARGIN + 440 },
  amount: { right: PAGE.width - MARGIN },
};

function lineTable(w: Writer, doc: ProposalDocument) {
  const header = doc.columns;
  w.need(BODY * 2);
  w.text(header.item, COLUMNS.item.x, { bold: true });
  w.text(header.details, COLUMNS.details.x, { bold: true });
  w.textRight(header.quantity, COLUMNS.quantity.right, { bold: true });
  w.textRight(header.unitPrice, COLUMNS.unitPrice.right, { bold: true });
  w.textRight(header.amount, COLUMNS.amount.right, { bold: true });
  w.gap(BODY * LEADING);
  w.rule();
  const font = w.fonts.regular;
  for (const line of doc.lines) {
    const item = wrap(printable(line.item, font), font, BODY, COLUMNS.item.width);
    const details = wrap(printable(line.details, font), font, BODY, COLUMNS.details.width);
    const rows = Math.max(item.length, details.length);
    w.need(rows * BODY * LEADING + 6);
    const top = w.y;
    w.textRight(line.quantity, COLUMNS.quantity.right);
    w.textRight(line.unitPrice, COLUMNS.unitPrice.right);
    w.textRight(line.amount, COLUMNS.amount.right);
    for (let row = 0; row < rows; row++) {
      w.y = top - row * BODY * LEADING;
      if (item[row]) w.text(item[row]!, COLUMNS.item.x);
      if (details[row]) w.text(details[row]!, COLUMNS.details.x);
    }
    w.y = top - rows * BODY * LEADING - 4;
  }
  w.rule();
}

function totals(w: Writer, doc: ProposalDocument) {
  for (const row of doc.totals) {
    const strong = row.key === "total_cents" || row.key === "deposit_cents";
    w.need(BODY * LEADING);
    w.textRight(row.label, COLUMNS.unitPrice.right, { bold: strong });
    w.textRight(row.value, COLUMNS.amount.right, { bold: strong });
    w.gap(BODY * LEADING);
  }
}

function block(w: Writer, heading: string, lines: string[]) {
  w.need(BODY * LEADING * 2);
  w.text(heading, MARGIN, { bold: true, size: 11 });
  w.gap(11 * LEADING + 2);
  for (const line of lines) w.paragraph(line, MARGIN, CONTENT_WIDTH);
}

/** The PDF of a proposal document (with its acceptance block when it has been accepted). */
export async function proposalPdf(doc: ProposalDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(doc.business.lines[0]!);
  pdf.setSubject(doc.version);
  pdf.setLanguage(INTL_LOCALE[doc.locale]);
  pdf.setCreator(doc.business.lines[0]!);
  pdf.setProducer("pdf-lib");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(pdf, fonts);

  w.text(doc.title, MARGIN, { bold: true, size: 18 });
  w.gap(18 * LEADING + 2);
  const meta = [doc.version, doc.sent, doc.validUntil].filter((line): line is string => line !== null);
  w.paragraph(meta.join(" · "), MARGIN, CONTENT_WIDTH, { size: BODY });
  w.gap(8);

  // The business and the customer side by side.
  const top = w.y;
  const half = CONTENT_WIDTH / 2;
  for (const [side, x] of [
    [doc.business, MARGIN],
    [doc.customer, MARGIN + half],
  ] as const) {
    w.y = top;
    w.text(side.heading, x, { bold: true, color: GRAY, size: SMALL });
    w.gap(SMALL * LEADING + 2);
    for (const line of side.lines) w.paragraph(line, x, half - 12);
  }
  w.y = Math.min(w.y, top - (Math.max(doc.business.lines.length, doc.customer.lines.length) + 1) * BODY * LEADING);
  w.gap(10);

  lineTable(w, doc);
  w.gap(4);
  totals(w, doc);
  w.gap(10);

  if (doc.notes) block(w, doc.notes.heading, doc.notes.paragraphs);
  w.gap(6);
  block(
    w,
    doc.terms.heading,
    doc.terms.items.map((item, i) => `${i + 1}. ${item}`),
  );
  if (doc.acceptance) {
    w.gap(10);
    block(w, doc.acceptance.heading, doc.acceptance.lines);
  }

  const pages = w.pages.length;
  const pageWords = proposalUi[doc.locale].proposal.pdf.page;
  w.pages.forEach((page, i) => {
    const label = format(pageWords, { page: i + 1, pages }, doc.locale);
    const footer = `${doc.title} · ${doc.version} · ${label}`;
    page.drawText(printable(footer, fonts.regular), {
      x: MARGIN,
      y: MARGIN / 2,
      size: SMALL,
      font: fonts.regular,
      color: GRAY,
    });
  });
  return pdf.save();
}
