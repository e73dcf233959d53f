/**
 * React Router's `fetch` (app/entry.client.tsx). A page may hand the next request it cares
 * about to code of its own — the quote's photo upload, for its progress — without that code
 * travelling to every page: the page module brings it and registers it here.
 */
type Interceptor = (request: Request) => Promise<Response> | undefined;

let interceptor: Interceptor | undefined;

export function interceptRouterFetch(next: Interceptor) {
  interceptor = next;
}

export function routerFetch(request: Request): Promise<Response> {
  return interceptor?.(request) ?? window.fetch(request);
}
