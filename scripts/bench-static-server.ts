/**
 * The yardstick for bench:load: a plain static file server over the same
 * build/client files, held in memory with their precompressed siblings, no
 * headers beyond type, length and encoding. `node scripts/bench-static-server.ts <port>`
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "build", "client");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};
type Entry = { body: Buffer; br?: Buffer; gz?: Buffer; type: string };
const files = new Map<string, Entry>();

function walk(dir: string) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full);
    else if (!/\.(br|gz)$/.test(e.name)) {
      const read = (p: string) => {
        try {
          return readFileSync(p);
        } catch {
          return undefined;
        }
      };
      files.set("/" + path.relative(root, full).split(path.sep).join("/"), {
        body: readFileSync(full),
        br: read(`${full}.br`),
        gz: read(`${full}.gz`),
        type: TYPES[path.extname(full)] ?? "application/octet-stream",
      });
    }
  }
}
walk(root);

const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  const file = files.get(pathname) ?? files.get(`${pathname.replace(/\/$/, "")}/index.html`);
  if (!file) {
    res.statusCode = 404;
    res.end();
    return;
  }
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
server.listen(Number(process.argv[2] ?? 4399), "127.0.0.1", () => console.log("static server ready"));
