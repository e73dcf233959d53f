import type { Env } from "./env.ts";
import type { Core } from "./core.ts";
import type { Feature } from "./feature.ts";

/**
 * What the browser needs at run time (prerendered pages cannot carry it): map tiles, the geocoder, the optional chat
 * widget. Public values only — never a secret, never an e-mail recipient.
 */
export type SiteConfig = ReturnType<typeof siteConfig>;

export function siteConfig(env: Env) {
  return {
    map: {
      tileUrl: env.MAP_TILE_URL,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
    geocoder: { baseUrl: env.GEOCODER_URL.replace(/\/+$/, "") },
    chat: env.CHAT_PROJECT_ID
      ? {
          projectID: env.CHAT_PROJECT_ID,
          runtimeUrl: env.CHAT_RUNTIME_URL || "https://general-runtime.voiceflow.com",
          versionID: env.CHAT_VERSION_ID,
          scriptUrl: env.CHAT_SCRIPT_URL,
        }
      : null,
  };
}

export async function siteConfigFeature({ env }: Core): Promise<Feature> {
  const body = JSON.stringify(siteConfig(env));
  return {
    name: "site config",
    api: [
      {
        path: "/api/config",
        methods: ["GET"],
        handle: ({ res }) => void res.set("Cache-Control", "public, max-age=300").type("json").send(body),
      },
    ],
  };
}
