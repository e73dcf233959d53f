/**
 * At the end of the build (react-router.config.ts, buildEnd): writes build/client/sitemap.xml and robots.txt
 * from the prerendered pages themselves. Each page names its canonical URL in
 * its head, so aliases collapse to one entry, pages marked noindex (the blog
 * placeholder) stay out, and only pages that exist as files are listed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type PageHeadFacts = { canonical?: string; noindex: boolean };

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1]?.replace(/&amp;/g, "&");

export function readHeadFacts(html: string): PageHeadFacts {
  const head = html.slice(0, Math.max(html.indexOf("</head>"), 0)) || html;
  let canonical: string | undefined;
  let noindex = false;
  for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/gi)) {
    if (/^<link/i.test(tag) && attr(tag, "rel")?.toLowerCase() === "canonical") canonical = attr(tag, "href");
    if (/^<meta/i.test(tag) && attr(tag, "name")?.toLowerCase() === "robots") {
      noindex ||= /\bnoindex\b/i.test(attr(tag, "content") ?? "");
    }
  }
  return { canonical, noindex };
}

/** Site path a prerendered file answers: build/client/a/b/index.html -> /a/b */
export function pathOfFile(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return "/" + rel.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "");
}

export type SitemapInput = { path: string; html: string }[];

/** Canonical URLs of every indexable page, once each, home first, then alphabetical. */
export function sitemapUrls(pages: SitemapInput): string[] {
  const paths = new Set(pages.map((p) => p.path));
  const urls = new Set<string>();
  for (const page of pages) {
    const { canonical, noindex } = readHeadFacts(page.html);
    if (noindex) continue;
    if (!canonical) throw new Error(`${page.path} has no canonical URL`);
    const target = new URL(canonical).pathname;
    if (!paths.has(target)) throw new Error(`${page.path} names ${canonical} as canonical, which is not a page`);
    urls.add(canonical);
  }
  return [...urls].sort((a, b) => {
    const [pa, pb] = [new URL(a).pathname, new URL(b).pathname];
    if (pa === "/" || pb === "/") return pa === "/" ? -1 : 1;
    return pa.localeCompare(pb, "en", { numeric: true });
  });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

export function writeSitemap(root: string) {
  const pages = [...htmlFiles(root)].map((file) => ({
    path: pathOfFile(root, file),
    html: readFileSync(file, "utf8"),
  }));
  const urls = sitemapUrls(pages);
  if (urls.length === 0) throw new Error(`no indexable pages under ${root}`);
  const origin = new URL(urls[0]!).origin;
  writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(root, "robots.txt"), robotsTxt(origin));
  return { urls, origin };
}
