/**
 * A bare static file server: a built site's files held in memory with their
 * precompressed siblings, no headers beyond type, length and encoding.
 * bench:load's yardstick (`node scripts/bench-static-server.ts <port>` over
 * build/client), and bench:lighthouse's server for the floor page and the
 * pages' no-script twins.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};
type Entry = { body: Buffer; br?: Buffer; gz?: Buffer; type: string };

function load(root: string, pages: Record<string, string>): Map<string, Entry> {
  const files = new Map<string, Entry>();
  const read = (p: string) => {
    try {
      return readFileSync(p);
    } catch {
      return undefined;
    }
  };
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || /\.(br|gz)$/.test(e.name)) continue;
    const full = path.join(e.parentPath, e.name);
    const type = TYPES[path.extname(full)] ?? "application/octet-stream";
    const key = "/" + path.relative(root, full).split(path.sep).join("/");
    files.set(key, { body: readFileSync(full), br: read(`${full}.br`), gz: read(`${full}.gz`), type });
  }
  for (const [pathname, html] of Object.entries(pages)) {
    const body = Buffer.from(html);
    files.set(pathname, { body, br: brotliCompressSync(body), gz: gzipSync(body), type: TYPES[".html"]! });
  }
  return files;
}

/**
 * Serves `root`; `pages` (path → HTML) answer their paths in place of any file, with
 * `pageHeaders` (path → headers) when given.
 */
export function serveFiles(
  root: string,
  port: number,
  { pages = {}, pageHeaders = {} }: { pages?: Record<string, string>; pageHeaders?: Record<string, Headers> } = {},
) {
  const files = load(root, pages);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file =
      files.get(pathname) ??
      files.get(pathname.replace(/\/$/, "")) ??
      files.get(`${pathname.replace(/\/$/, "")}/index.html`);
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    pageHeaders[pathname]?.forEach((value, name) => res.setHeader(name, value));
    const accept = String(req.headers["accept-encoding"] ?? "");
    let body = file.body;
    res.setHeader("Content-Type", file.type);
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      res.setHeader("Content-Encoding", "br");
    } else if (file.gz && /\bgzip\b/.test(accept)) {
      body = file.gz;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.end(body);
  });
  server.keepAliveTimeout = 5_000;
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

if (import.meta.main) {
  await serveFiles(path.resolve(import.meta.dirname, "..", "build", "client"), Number(process.argv[2] ?? 4399));
  console.log("static server ready");
}
