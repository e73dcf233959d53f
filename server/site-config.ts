import type { RequestLayer } from "./http/app.ts";
import type { Env } from "./env.ts";
import type { Plugin } from "./main.ts";

/**
 * What the browser needs to know at run time (the prerendered pages cannot
 * carry it): map tiles, the geocoder, the optional chat widget. Public values
 * only — never a secret, never an e-mail recipient.
 */
export type SiteConfig = {
  map: { tileUrl: string; attribution: string };
  geocoder: { baseUrl: string };
  chat: { projectID: string; runtimeUrl: string; versionID: string; scriptUrl: string } | null;
};

export function siteConfig(env: Env): SiteConfig {
  return {
    map: {
      tileUrl: env.MAP_TILE_URL,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
    geocoder: { baseUrl: env.GEOCODER_URL.replace(/\/+$/, "") },
    chat: env.CHAT_PROJECT_ID
      ? {
          projectID: env.CHAT_PROJECT_ID,
          runtimeUrl: env.CHAT_RUNTIME_URL ?? "https://general-runtime.voiceflow.com",
          versionID: env.CHAT_VERSION_ID,
          scriptUrl: env.CHAT_SCRIPT_URL,
        }
      : null,
  };
}

export function siteConfigLayer(env: Env): RequestLayer {
  const body = JSON.stringify(siteConfig(env));
  return (req, res) => {
    if (!req.url || (req.url !== "/api/config" && !req.url.startsWith("/api/config?"))) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ ok: false, error: "method_not_allowed" }));
      return true;
    }
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=300");
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

export async function siteConfigPlugin(env: Env): Promise<Plugin> {
  return { layers: [siteConfigLayer(env)] };
}
