/**
 * The site's public origin, fixed at build time: canonical URLs, Open Graph
 * images, structured data and the sitemap are baked into prerendered HTML, so
 * the origin cannot come from the request. vite.config.ts defines
 * `__SITE_URL__` from the SITE_URL environment variable of the build.
 */
declare const __SITE_URL__: string | undefined;

export const DEFAULT_SITE_URL = "http://localhost:3000";

export function normalizeOrigin(value: string | undefined): string {
  try {
    return new URL(value || DEFAULT_SITE_URL).origin;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

export const SITE_URL = normalizeOrigin(typeof __SITE_URL__ === "string" ? __SITE_URL__ : undefined);

/** An absolute URL on the public origin for a site path (or an already absolute URL). */
export function absoluteUrl(pathOrUrl: string, origin: string = SITE_URL): string {
  return new URL(pathOrUrl, origin + "/").href;
}
