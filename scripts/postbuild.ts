/**
 * The build's last step (after `react-router build` and the sitemap): defer
 * hydration in every prerendered page (server/defer-hydration.ts), then
 * precompress every text file of the client build with brotli and gzip so the
 * server answers with the smallest encoding at no per-request cost.
 * tests/e2e/build-output.spec.ts checks the result on the real build.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "../server/defer-hydration.ts";

export const COMPRESSIBLE = new Set([
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
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_COMPRESSED_SIZE = 256;

export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function postbuild(root: string) {
  let deferred = 0;
  for (const file of filesUnder(root)) {
    if (path.extname(file) !== ".html") continue;
    const html = readFileSync(file, "utf8");
    const rewritten = deferHydration(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      deferred++;
    }
  }

  let count = 0;
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESSED_SIZE) continue;
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  postbuild(path.resolve(process.argv[2] ?? "build/client"));
}
