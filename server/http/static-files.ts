import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { contentType } from "mime-types";
import { SCOPE, SERVICE_WORKER } from "../../app/features/admin/offline/paths.ts";
import { notModified, requestedRange } from "./conditional.ts";

/** Where mime-types' answer is not what the site sends: React Router's .data, the favicon, the sitemap's charset. */
const TYPES: Record<string, string> = {
  ".data": "text/x-script; charset=utf-8",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
};

type Encoding = "br" | "gzip";

/** One encoding of a file: its bytes, its strong ETag and the headers of its 200, flattened once for writeHead. */
type Representation = { body: Buffer; etag: string; headers: string[] };

/** Headers of a 304, 206 or 416: the representation's without its length (Content-Length comes last), and `more`. */
const described = ({ headers }: Representation, ...more: string[]) => [...headers.slice(0, -2), ...more];

export type StaticFile = {
  type: string;
  cacheControl: string;
  isHtml: boolean;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
};

/** Headers every answer for a file carries besides its own (security headers, a page's CSP). */
export type HeadersFor = (file: { path: string; body: Buffer; isHtml: boolean }) => [string, string][];

/** Hashed build output never changes under its name; everything else may change on deploy. */
function cacheControlFor(urlPath: string, ext: string): string {
  // A service worker is checked for a new version at every visit: a deploy reaches every device at once.
  if (urlPath === SERVICE_WORKER) return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data") return "public, max-age=300, must-revalidate";
  return "public, max-age=86400";
}

/** Every file under `dir`, at any depth (the client build; the build step's own pass over it too). */
export const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * The client build in memory from start-up, with its precompressed siblings and every answer's header list: the site is
 * small, so serving a file is a lookup and one writeHead (bench:load compares this path with a bare static server).
 */
export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(root: string, headersFor: HeadersFor = () => []) {
    const all = filesUnder(root);
    const present = new Set(all);
    for (const full of all) {
      if (full.endsWith(".br") || full.endsWith(".gz")) continue;
      const rel = "/" + path.relative(root, full).split(path.sep).join("/");
      const ext = path.extname(full).toLowerCase();
      const body = readFileSync(full);
      const isHtml = ext === ".html";
      const type = TYPES[ext] ?? (contentType(ext) || "application/octet-stream");
      const cacheControl = cacheControlFor(rel, ext);
      // One tag per encoding: a strong validator names exact bytes (RFC 9110 §8.8.3).
      const tag = createHash("sha1").update(body).digest("base64url").slice(0, 20);
      const common: [string, string][] = [
        ...headersFor({ path: rel, body, isHtml }),
        // The back office's service worker may control /admin/ and nothing wider (decision 0020).
        ...(rel === SERVICE_WORKER ? [["Service-Worker-Allowed", SCOPE] as [string, string]] : []),
        ["Content-Type", type],
        ["Cache-Control", cacheControl],
        ["Vary", "Accept-Encoding"],
        ["Accept-Ranges", "bytes"],
      ];
      const represent = (content: Buffer, encoding?: Encoding): Representation => {
        const etag = encoding ? `"${tag}-${encoding}"` : `"${tag}"`;
        const own = encoding ? ["ETag", etag, "Content-Encoding", encoding] : ["ETag", etag];
        return { body: content, etag, headers: [...common.flat(), ...own, "Content-Length", String(content.length)] };
      };
      const file: StaticFile = { type, cacheControl, isHtml, identity: represent(body) };
      if (present.has(full + ".br")) file.br = represent(readFileSync(full + ".br"), "br");
      if (present.has(full + ".gz")) file.gzip = represent(readFileSync(full + ".gz"), "gzip");
      this.files.set(rel, file);
    }
  }

  /** Maps a request path to a built file: "/" and "/about" to their index.html, "/x.js" to itself. */
  lookup(pathname: string): StaticFile | undefined {
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return undefined;
    return this.files.get(pathname) ?? this.files.get(`${pathname.replace(/\/?$/, "/")}index.html`);
  }
}

export function preferredEncoding(req: IncomingMessage): Encoding | undefined {
  const accept = req.headers["accept-encoding"] ?? "";
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
}

/**
 * Answers a GET or HEAD of a built file: the smallest encoding the client takes, 304 when its If-None-Match names what
 * it would get, and one byte range of the unencoded file on request (206, or 416 past its end).
 */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const { identity } = file;
  const size = identity.body.length;
  const range = requestedRange(req, size, identity.etag);
  const encoding = range === undefined ? preferredEncoding(req) : undefined;
  const chosen = (encoding === "br" && file.br) || (encoding === "gzip" && file.gzip) || identity;
  const send = (status: number, headers: string[], body?: Buffer) =>
    res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : body);
  if (notModified(req, chosen.etag)) return void send(304, described(chosen));
  if (range === "unsatisfiable") return void send(416, described(identity, "Content-Range", `bytes */${size}`));
  if (range) {
    const part = identity.body.subarray(range.start, range.end + 1);
    const contentRange = `bytes ${range.start}-${range.end}/${size}`;
    return void send(206, described(identity, "Content-Range", contentRange, "Content-Length", `${part.length}`), part);
  }
  send(200, chosen.headers, chosen.body);
}
