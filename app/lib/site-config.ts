import type { SiteConfig } from "../../server/site-config.ts";

export type { SiteConfig };

let pending: Promise<SiteConfig> | undefined;

/** Run-time configuration from the server, fetched once and only when a feature needs it. */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= fetch("/api/config", { headers: { Accept: "application/json" } }).then((r) => {
    if (!r.ok) throw new Error(`config request failed with ${r.status}`);
    return r.json() as Promise<SiteConfig>;
  });
  pending.catch(() => (pending = undefined));
  return pending;
}
