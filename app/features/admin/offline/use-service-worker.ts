import { useEffect } from "react";
import serviceWorkerUrl from "./service-worker.ts?worker&url";
import { SCOPE } from "./paths";

/**
 * Registers the back office's service worker (./service-worker.ts, built to /admin/sw.js) for /admin/ once a back-office
 * page runs. Where it cannot be registered (an old browser, development, where it is not at /admin/sw.js), the pages
 * work as before, without the offline agenda or pushes.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(serviceWorkerUrl, { scope: SCOPE }).catch(() => undefined);
  }, []);
}
