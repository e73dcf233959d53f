/**
 * node scripts/line-count.ts
 *
 * Issue 18's "server and script lines shrink", measured like for like (docs/decisions/0005):
 * non-test TypeScript under server/ and scripts/ at 4b72515 (before the later features) against
 * the same code now. Now leaves out the later features' own files, and every line that
 * `git blame -w -M -C` gives to a feature commit (a commit after 4b72515 whose subject's
 * headline, up to its first ": ", names a feature). "Code" lines are those that are neither
 * blank nor only a comment. Two feature lists: the one decision 0005 first wrote down, and the
 * same with issue 19's double opt-in, a capability added after 4b72515 like its security.txt.
 */
import { execFileSync } from "node:child_process";

const BASELINE = "4b72515";
const FEATURE_FILES =
  /^server\/(booking|admin|auth|privacy|webhook|quote-photos)\/|^server\/db\/(backup|cli)\.ts$|^server\/api\/estimate-route\.ts$|^server\/security-txt\.ts$|^server\/db\/migrations\/0(0[3-9]|[1-9]\d)|^scripts\/(admin|db|bench-booking|bench-uploads)\.ts$/;
const FEATURES =
  /booking|issue 12|\b12\b|quote photo|photo|upload|estimate|\b13\b|back office|back-office|admin|sign-in|sign in|totp|\b14\b|privacy|retention|backup|webhook|\b15\b|security\.txt/i;
const WITH_OPT_IN = new RegExp(`${FEATURES.source}|opt-in`, "i");

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 28 });

/** Indexes (from 0) of the lines that hold code: not blank, not only a // or /* … *\/ comment. */
function codeLines(text: string): Set<number> {
  const code = new Set<number>();
  let inComment = false;
  text.split("\n").forEach((raw, i) => {
    let line = raw.trim();
    if (inComment) {
      if (!line.includes("*/")) return;
      inComment = false;
      line = line.slice(line.indexOf("*/") + 2).trim();
    } else if (line.startsWith("/*")) {
      if (!line.includes("*/")) return void (inComment = true);
      line = line.slice(line.indexOf("*/") + 2).trim();
    }
    if (line !== "" && !line.startsWith("//")) code.add(i);
  });
  return code;
}

const counted = (path: string) =>
  /^(server|scripts)\/.*\.ts$/.test(path) && !path.endsWith(".test.ts") && !FEATURE_FILES.test(path);

function featureCommits(pattern: RegExp): Set<string> {
  const log = git("log", "--no-merges", "--format=%H%x09%s", `${BASELINE}..HEAD`).trim().split("\n");
  return new Set(
    log.map((l) => l.split("\t")).flatMap(([hash, subject]) => (pattern.test(subject!.split(": ")[0]!) ? [hash!] : [])),
  );
}

type Count = { lines: number; code: number };

function baseline(folder: string): Count {
  const files = git("ls-tree", "-r", "--name-only", BASELINE, folder).split("\n").filter(counted);
  return files.reduce(
    (sum, file) => {
      const text = git("show", `${BASELINE}:${file}`);
      return { lines: sum.lines + text.split("\n").length - 1, code: sum.code + codeLines(text).size };
    },
    { lines: 0, code: 0 },
  );
}

function now(folder: string, features: Set<string>): Count {
  const count = { lines: 0, code: 0 };
  for (const file of git("ls-tree", "-r", "--name-only", "HEAD", folder).split("\n").filter(counted)) {
    const code = codeLines(git("show", `HEAD:${file}`));
    let commit = "";
    for (const line of git("blame", "-w", "-M", "-C", "--line-porcelain", "HEAD", "--", file).split("\n")) {
      const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(line);
      if (header) commit = header[1]!;
      if (!header || features.has(commit)) continue;
      count.lines++;
      if (code.has(Number(header[2]) - 1)) count.code++;
    }
  }
  return count;
}

const change = (after: number, before: number) =>
  `${after} (${after > before ? "+" : ""}${(((after - before) / before) * 100).toFixed(1)} %)`;
const rows: string[][] = [];
for (const [list, pattern] of [
  ["decision 0005's first list", FEATURES],
  ["with issue 19's double opt-in", WITH_OPT_IN],
] as const) {
  const features = featureCommits(pattern);
  const total = { before: { lines: 0, code: 0 }, after: { lines: 0, code: 0 } };
  for (const folder of ["server", "scripts"]) {
    const before = baseline(folder);
    const after = now(folder, features);
    for (const key of ["lines", "code"] as const) {
      total.before[key] += before[key];
      total.after[key] += after[key];
    }
    rows.push([
      folder,
      list,
      `${before.lines}`,
      change(after.lines, before.lines),
      `${before.code}`,
      change(after.code, before.code),
    ]);
  }
  const { before, after } = total;
  rows.push([
    "both",
    list,
    `${before.lines}`,
    change(after.lines, before.lines),
    `${before.code}`,
    change(after.code, before.code),
  ]);
}
console.log(
  "| Code | Feature commits left out | Lines at 4b72515 | Lines now | Code lines at 4b72515 | Code lines now |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
