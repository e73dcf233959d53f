import type { Env } from "./env.ts";
import { leadsPlugin } from "./leads/plugin.ts";
import type { Plugin } from "./main.ts";
import { siteConfigPlugin } from "./site-config.ts";

/** Features that run inside the server process, in start-up order. */
export const defaultPlugins: ((env: Env) => Promise<Plugin>)[] = [siteConfigPlugin, leadsPlugin];
