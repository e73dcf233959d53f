import { useEffect } from "react";
import serviceWorkerUrl from "./service-worker.ts?worker&url";
import { SCOPE } from "./paths";

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the back office's service worker (./service-worker.ts, built to /admin/sw.js) for /admin/, once per page
 * load, and answers its registration; undefined where it cannot be registered (an old browser, development, where it
 * is not at /admin/sw.js): the pages then work as before, without the offline agenda or pushes.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker.register(serviceWorkerUrl, { scope: SCOPE }).catch(() => undefined);
  return registering;
}

/** Every back-office page registers the service worker once it runs. */
export function useServiceWorker(): void {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
}
