import { createContext, type RouterContext } from "react-router";

/**
 * Server-side services (database, lead intake) handed to route actions.
 * Later features extend this type; pages never touch it in the browser.
 */
export type AppServices = Record<string, unknown>;

/** Who sent the request, as the server's edge determined it (TRUST_PROXY, proxy-addr). */
export type RequestClient = { ip: string; userAgent?: string };

// The server entry (run by Node) and the compiled route modules (built by Vite)
// load this file separately; a registry symbol makes both see the same keys.
const registry = globalThis as unknown as Record<symbol, RouterContext<unknown> | undefined>;
function shared<T>(name: string, defaultValue: T): RouterContext<T> {
  return (registry[Symbol.for(`amberwood.${name}`)] ??= createContext<T>(defaultValue)) as RouterContext<T>;
}

export const appContext = shared<AppServices | null>("app-context", null);

/** The client of this request; null only where no server is involved (prerendering). */
export const requestClientContext = shared<RequestClient | null>("request-client", null);

/**
 * Set by the server when it refuses a request before any route runs (a body over its
 * limit, an unsafe path): the root loader throws this status, so the answer is the
 * error page in the site's own look.
 */
export const refusedStatusContext = shared<number | null>("refused-status", null);
