import { createContext, type RouterContext } from "react-router";

/**
 * Server-side services (database, lead intake) handed to route actions.
 * Later features extend this type; pages never touch it in the browser.
 */
export type AppServices = Record<string, unknown>;

// The server entry (run by Node) and the compiled route modules (built by Vite)
// load this file separately; a registry symbol makes both see the same key.
const KEY = Symbol.for("amberwood.app-context");
const registry = globalThis as unknown as Record<symbol, RouterContext<AppServices | null> | undefined>;
export const appContext: RouterContext<AppServices | null> = (registry[KEY] ??= createContext<AppServices | null>(
  null,
));
