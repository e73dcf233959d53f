/**
 * Weight budgets: deterministic sizes (gzip level 9) and a report that says
 * which file grew and by how much, so a failing budget points at its cause.
 */
import { gzipSync } from "node:zlib";

export const KB = 1000;

/** Issue 7 budgets, in bytes after gzip -9 (1 KB = 1000 bytes, the stricter reading). */
export const BUDGETS = {
  /** Issue 31: a page with a form as light as can be; the form is an island over the server's HTML. */
  firstLoadJs: 100 * KB,
  /** Back-office pages (issue 16): staff on their own phones, a budget of their own. */
  adminFirstLoadJs: 200 * KB,
  firstLoadCss: 20 * KB,
  homeHtml: 30 * KB,
  preloadedFonts: 2,
} as const;

export type Sized = { name: string; bytes: number };

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}

/** "/assets/root-B1x_9aQz.js" -> "root.js": the name that survives a rebuild. */
export function logicalName(url: string): string {
  let base: string;
  try {
    base = new URL(url, "http://x").pathname.split("/").pop() || url;
  } catch {
    base = url;
  }
  return base.replace(/-[A-Za-z0-9_-]{6,12}(?=\.(?:m?js|css)$)/, "");
}

/** Gives repeated logical names a stable suffix so every file has its own key. */
export function uniqueNames(files: Sized[]): Sized[] {
  const seen = new Map<string, number>();
  return [...files]
    .sort((a, b) => a.name.localeCompare(b.name) || b.bytes - a.bytes)
    .map((f) => {
      const n = (seen.get(f.name) ?? 0) + 1;
      seen.set(f.name, n);
      return n === 1 ? f : { ...f, name: `${f.name}#${n}` };
    });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const signed = (bytes: number) => `${bytes >= 0 ? "+" : "-"}${kb(Math.abs(bytes))}`;

export type BudgetResult = { total: number; limit: number; over: boolean; report: string };

/**
 * Sums the files against the limit. The report lists every file, largest
 * first, with its change against the recorded baseline (when there is one).
 */
export function checkBudget(
  label: string,
  files: Sized[],
  limit: number,
  baseline?: Record<string, number>,
): BudgetResult {
  const named = uniqueNames(files).sort((a, b) => b.bytes - a.bytes);
  const total = named.reduce((sum, f) => sum + f.bytes, 0);
  const over = total > limit;
  const width = Math.max(10, ...named.map((f) => f.name.length));
  const lines = named.map((f) => {
    const before = baseline?.[f.name];
    const change = baseline
      ? before === undefined
        ? "new since baseline"
        : `${signed(f.bytes - before)} vs baseline`
      : "";
    return `  ${f.name.padEnd(width)} ${kb(f.bytes).padStart(9)}  ${change}`;
  });
  for (const [name, bytes] of Object.entries(baseline ?? {})) {
    if (!named.some((f) => f.name === name))
      lines.push(`  ${name.padEnd(width)} ${"gone".padStart(9)}  (was ${kb(bytes)})`);
  }
  const baseTotal = baseline ? Object.values(baseline).reduce((a, b) => a + b, 0) : undefined;
  const verdict = over ? `OVER BUDGET by ${kb(total - limit)}` : `within budget (${kb(limit - total)} to spare)`;
  const head =
    `${label}: ${kb(total)} of ${kb(limit)} — ${verdict}` +
    (baseTotal === undefined ? "" : `; ${signed(total - baseTotal)} since the baseline (${kb(baseTotal)})`);
  return { total, limit, over, report: [head, ...lines].join("\n") };
}
