/**
 * After `react-router build`: defer hydration in every prerendered page
 * (server/defer-hydration.ts), then precompress every text asset of the
 * client build with brotli and gzip so the server answers with the smallest
 * encoding at no per-request cost.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "../server/defer-hydration.ts";

const root = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".data",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
  ".ico",
]);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let deferred = 0;
for (const file of files(root)) {
  if (path.extname(file) !== ".html") continue;
  const html = readFileSync(file, "utf8");
  const rewritten = deferHydration(html);
  if (rewritten !== html) {
    writeFileSync(file, rewritten);
    deferred++;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 256) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`postbuild: hydration deferred in ${deferred} pages`);
console.log(`postbuild: precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
