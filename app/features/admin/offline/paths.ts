/**
 * The back office as an installed app (issue 40; docs/decisions/0020): where its manifest, service worker and offline
 * agenda are. The service worker controls `SCOPE` only, never the public site.
 */
export const SCOPE = "/admin/";
export const ADMIN_MANIFEST = "/admin/manifest.webmanifest";
export const SERVICE_WORKER = "/admin/sw.js";
/** Today's and tomorrow's visits, the one page of personal data the service worker keeps (JSON). */
export const OFFLINE_AGENDA_API = "/api/admin/agenda/offline";
/** How long the kept agenda may be shown: after this it is dropped, whether or not the device came back online. */
export const OFFLINE_MAX_AGE_MS = 48 * 3_600_000;
/** The Cache Storage cache that holds it: one name, so signing out drops all of it. */
export const OFFLINE_CACHE = "admin-offline-agenda";
