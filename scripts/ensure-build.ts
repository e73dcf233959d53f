/**
 * Builds the production site when it is missing or older than its sources,
 * so `npm start` always serves what the working tree holds. `--force` always builds.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const STAMP = "build/server/index.js";
const SOURCES = [
  "app",
  "public",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "server/defer-hydration.ts",
  "scripts/images.ts",
  "scripts/sitemap.ts",
  "content-images",
];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const force = process.argv.includes("--force");
const stale = !existsSync(STAMP) || SOURCES.some((s) => newest(s) > statSync(STAMP).mtimeMs);
if (force || stale) {
  console.log(force ? "Building the production site…" : "The production build is missing or out of date; building…");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
