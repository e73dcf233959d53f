import type { Core } from "./core.ts";
import type { Feature } from "./feature.ts";
import { logger } from "./logger.ts";

/** RFC 9116 advises an expiry less than a year away; without one configured, half a year from start-up. */
const DEFAULT_VALIDITY_MS = 180 * 86_400_000;

/** /.well-known/security.txt (RFC 9116): where to report a vulnerability, and until when that holds. */
export async function securityTxtFeature({ env }: Core): Promise<Feature> {
  const expires = new Date(
    env.SECURITY_TXT_EXPIRES ? Date.parse(env.SECURITY_TXT_EXPIRES) : Date.now() + DEFAULT_VALIDITY_MS,
  );
  if (expires.getTime() <= Date.now()) {
    logger.warn("SECURITY_TXT_EXPIRES is in the past: security.txt tells researchers its contact may be stale", {
      expires: expires.toISOString(),
    });
  }
  const body = [
    `Contact: ${env.SECURITY_CONTACT}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${new URL("/.well-known/security.txt", env.SITE_URL).href}`,
    "",
  ].join("\n");
  return {
    name: "security.txt",
    api: [
      {
        path: "/.well-known/security.txt",
        methods: ["GET"],
        handle: ({ res }) => {
          res.setHeader("Cache-Control", "public, max-age=86400");
          res.type("text/plain; charset=utf-8").send(body);
        },
      },
    ],
  };
}
