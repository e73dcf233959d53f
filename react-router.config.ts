import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-pages.ts";
import { writeSitemap } from "./scripts/sitemap.ts";
import { deferHydration } from "./server/defer-hydration.ts";
import { filesUnder } from "./server/http/static-files.ts";

/** Text files the server can answer with a precompressed sibling (tests/e2e/build-output.spec.ts checks them). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|data|xml|txt|webmanifest|map|ico)$/;

/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_COMPRESSED_SIZE = 256;

/**
 * The client build as the server hands it out: the sitemap and robots.txt from the
 * prerendered pages, hydration deferred in every page (server/defer-hydration.ts),
 * and every text file next to its brotli and gzip copies, so the server answers
 * with the smallest encoding at no per-request cost.
 */
function finishClientBuild(root: string) {
  writeSitemap(root);
  for (const file of filesUnder(root).filter((f) => f.endsWith(".html"))) {
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  }
  for (const file of filesUnder(root).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESSED_SIZE) continue;
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export default {
  ssr: true,
  // Every page of the table not marked `render: "request"` is static: render it once at build
  // time and let the Node server hand out files. SSR stays on for those, 404s and form actions.
  async prerender() {
    return prerenderPaths();
  },
  // Runs once the whole build, prerendering included, is written.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const root = path.join(reactRouterConfig.buildDirectory, "client");
    finishClientBuild(root);
    viteConfig.logger.info(`buildEnd: sitemap, deferred hydration and .br/.gz copies written in ${root}`);
  },
} satisfies Config;
