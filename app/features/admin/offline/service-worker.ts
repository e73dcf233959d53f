/**
 * The back office's service worker (issue 40; docs/decisions/0020), served at /admin/sw.js and controlling /admin/
 * only. It caches no page: every page and API answer goes to the network as before. The one thing it keeps is today's
 * and tomorrow's agenda (GET /api/admin/agenda/offline, refreshed while the back office is in use), shown when a page
 * cannot be loaded; it drops it at sign-out, when the server says the session is over, and after 48 hours. It shows
 * the pushes the server sends and opens the lead a push is about.
 */
import type { OfflineAgenda } from "./agenda-data.ts";
import { offlinePage } from "./offline-page.ts";
import { OFFLINE_AGENDA_API, OFFLINE_CACHE, OFFLINE_MAX_AGE_MS, SCOPE } from "./paths.ts";

// The parts of the Service Worker API this worker uses (the project's TypeScript library is the DOM's).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification & { data: unknown } };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type Worker = {
  location: Location;
  registration: {
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
    pushManager: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> };
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window" }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};
const worker = self as unknown as Worker;

/** When the kept agenda was stored (ms), in a header of its cached answer. */
const STORED_AT = "x-stored-at";
/** At most one refresh a minute, however many requests a page makes. */
const REFRESH_EVERY_MS = 60_000;
let lastRefresh = 0;

async function dropAgenda(): Promise<void> {
  await caches.delete(OFFLINE_CACHE);
}

/** The kept agenda, or null when there is none or it is older than 48 hours (then it is dropped). */
async function keptAgenda(): Promise<OfflineAgenda | null> {
  const cache = await caches.open(OFFLINE_CACHE);
  const kept = await cache.match(OFFLINE_AGENDA_API);
  if (!kept) return null;
  const storedAt = Number(kept.headers.get(STORED_AT));
  if (!(Date.now() - storedAt < OFFLINE_MAX_AGE_MS)) {
    await dropAgenda();
    return null;
  }
  return (await kept.json()) as OfflineAgenda;
}

/** Fetches today's and tomorrow's visits with the session's cookie; a 401 (signed out, expired) drops what is kept. */
async function refreshAgenda(): Promise<void> {
  lastRefresh = Date.now();
  let answer: Response;
  try {
    answer = await fetch(OFFLINE_AGENDA_API, { credentials: "same-origin", cache: "no-store" });
  } catch {
    return; // Offline: keep what there is.
  }
  if (answer.status === 401 || answer.status === 403) return dropAgenda();
  if (!answer.ok) return;
  const body = await answer.text();
  const cache = await caches.open(OFFLINE_CACHE);
  const headers = { "Content-Type": "application/json", [STORED_AT]: String(Date.now()) };
  await cache.put(OFFLINE_AGENDA_API, new Response(body, { headers }));
}

const isSignOut = (url: URL, method: string) =>
  method === "POST" && (url.pathname === "/admin/logout" || url.pathname === "/admin/logout.data");

async function offlineAnswer(): Promise<Response> {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  };
  return new Response(offlinePage(await keptAgenda()), { status: 503, headers });
}

worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim().then(keptAgenda)));

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (isSignOut(url, request.method)) {
    // Signing out on this device: its copy of the agenda and its pushes go before the sign-out is sent.
    event.waitUntil(
      dropAgenda().then(async () => {
        const subscription = await worker.registration.pushManager.getSubscription();
        await subscription?.unsubscribe();
      }),
    );
    return;
  }
  if (request.method !== "GET" || !url.pathname.startsWith(SCOPE) || url.pathname === "/admin/login") return;
  if (Date.now() - lastRefresh > REFRESH_EVERY_MS) event.waitUntil(refreshAgenda());
  if (request.mode !== "navigate") return;
  // Pages always come from the network; only a page that cannot be loaded gets the offline agenda.
  event.respondWith(fetch(request).catch(offlineAnswer));
});

worker.addEventListener("push", (event) => {
  const message = event.data?.json() as { title?: string; body?: string; url?: string } | undefined;
  if (!message?.title) return;
  const url = typeof message.url === "string" && message.url.startsWith(SCOPE) ? message.url : SCOPE;
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body ?? "",
      icon: "/icons/icon-192.png",
      // One notification per lead: a push sent again after a crash replaces the first instead of adding one.
      tag: url,
      data: { url },
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = data?.url ?? SCOPE;
  event.waitUntil(
    worker.clients.matchAll({ type: "window" }).then(async (open) => {
      const inBackOffice = open.find((client) => new URL(client.url).pathname.startsWith(SCOPE));
      if (!inBackOffice) return worker.clients.openWindow(url);
      await inBackOffice.navigate(url);
      return inBackOffice.focus();
    }),
  );
});
