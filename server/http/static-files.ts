import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  isHtml: boolean;
};

/** Hashed build output never changes under its name; everything else may change on deploy. */
function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data") return "public, max-age=300, must-revalidate";
  return "public, max-age=86400";
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * The whole client build, read once at start-up and kept in memory with its
 * precompressed siblings: the site is small and every request is then a lookup.
 */
export class StaticFiles {
  readonly files = new Map<string, StaticFile>();

  constructor(root: string) {
    const all = walk(root);
    const present = new Set(all);
    for (const full of all) {
      if (full.endsWith(".br") || full.endsWith(".gz")) continue;
      const rel = "/" + path.relative(root, full).split(path.sep).join("/");
      const ext = path.extname(full).toLowerCase();
      const body = readFileSync(full);
      const file: StaticFile = {
        body,
        type: TYPES[ext] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
        cacheControl: cacheControlFor(rel, ext),
        isHtml: ext === ".html",
      };
      if (present.has(full + ".br")) file.br = readFileSync(full + ".br");
      if (present.has(full + ".gz")) file.gzip = readFileSync(full + ".gz");
      this.files.set(rel, file);
    }
  }

  /** Maps a request path to a built file: "/" and "/about" to their index.html, "/x.js" to itself. */
  lookup(pathname: string): StaticFile | undefined {
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return undefined;
    const direct = this.files.get(pathname);
    if (direct) return direct;
    const base = pathname.endsWith("/") ? pathname : pathname + "/";
    return this.files.get(base + "index.html");
  }

  get size(): number {
    return this.files.size;
  }
}

export function exists(p: string): boolean {
  try {
    return statSync(p).isFile() || statSync(p).isDirectory();
  } catch {
    return false;
  }
}
