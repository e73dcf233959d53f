/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text gets a leading ', and anything with , " or a line break is quoted. */
export function csvCell(value: unknown): string {
  let text = String(value ?? "");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends, safe to open in a spreadsheet. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((c) => row[c]))];
  return lines.map((cells) => cells.map(csvCell).join(",") + "\r\n").join("");
}
