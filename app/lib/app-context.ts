import { createContext, data, type RouterContext, type RouterContextProvider } from "react-router";

/**
 * How route loaders and actions reach the server's capabilities: one typed React Router context per
 * service. A capability's contract (`app/features/<name>/service.ts`) declares its context with
 * `serviceContext<TheService>()`; its server feature hands the implementation over with `provide()`;
 * a loader or action asks for it with `requireService()`. The type checker follows a form from its
 * action to the service, without a string key or a cast.
 */

/** Who sent the request, as the server's edge determined it (TRUST_PROXY, proxy-addr). */
export type RequestClient = { ip: string; userAgent?: string };

type Context = Readonly<RouterContextProvider>;

// The server entry (run by Node) and the compiled route modules (built by Vite) load this file
// separately; a global symbol per name (`amberwood.<name>`) makes both sides hold the same context.
const registry = globalThis as unknown as Record<symbol, RouterContext<unknown> | undefined>;

function sharedContext<T>(name: string, defaultValue: T): RouterContext<T> {
  // Only this function stores under these symbols, always a context made with its own `T`.
  return (registry[Symbol.for(`amberwood.${name}`)] ??= createContext<T>(defaultValue)) as RouterContext<T>;
}

/** A service's context: null where no server provides it (prerendering, a test that leaves it out). */
export function serviceContext<T>(name: string): RouterContext<T | null> {
  return sharedContext<T | null>(`service:${name}`, null);
}

/** A service paired with its context, as a feature hands it to the server; setting it needs no cast. */
export type ProvidedService = (provider: RouterContextProvider) => void;

export function provide<T>(context: RouterContext<T | null>, service: T): ProvidedService {
  return (provider) => provider.set(context, service);
}

/**
 * The service a loader or action needs; when this server does not run it, a 503 page (the
 * error boundary in the site's look) that says `unavailable`.
 */
export function requireService<T>(context: Context, service: RouterContext<T | null>, unavailable: string): T {
  const found = context.get(service);
  if (found === null) throw data(unavailable, { status: 503 });
  return found;
}

/** The client of this request; null only where no server is involved (prerendering). */
export const requestClientContext = sharedContext<RequestClient | null>("request-client", null);

/** The request's client, or an "unknown" one where no server is involved. */
export function clientOf(context: Context): RequestClient {
  return context.get(requestClientContext) ?? { ip: "unknown" };
}

/**
 * What the server refused before any route ran: its status and, for a body over its limit, that limit in bytes
 * (so the page can name it).
 */
export type Refusal = { status: number; limitBytes?: number };

/**
 * Set by the server when it refuses a request before any route runs (a body over its
 * limit, an unsafe path): the root loader throws this status, so the answer is the
 * error page in the site's own look.
 */
export const refusedStatusContext = sharedContext<Refusal | null>("refused-status", null);
