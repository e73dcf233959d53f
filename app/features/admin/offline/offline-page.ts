import { business } from "../../../content/business.ts";
import { callHref, directionsHref, textHref } from "../contact-links.ts";
import { escapeHtml as escape } from "../../../lib/escape-html.ts";
import type { OfflineAgenda } from "./agenda-data.ts";

/** Plain, self-contained styles: the offline page has no stylesheet to fetch. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#2b1d10;background:#fdf8f1}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:0 0 .5rem}
.banner{background:#fff3d6;border:1px solid #c9a35b;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
ul{list-style:none;margin:0;padding:0}li{border:1px solid #d9cbb7;border-radius:10px;background:#fff;padding:.75rem 1rem;margin:0 0 .75rem}
h2{font-size:1.2rem;margin:1.25rem 0 .5rem}h3{font-size:1.05rem;margin:0}p{margin:.25rem 0}
.swatches li{border:0;padding:0;margin:0 0 0 1rem;list-style:disc;background:none}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem}
.actions a{display:inline-flex;align-items:center;min-height:44px;padding:0 .9rem;border:1px solid #7a4716;border-radius:8px;color:#5c340f;text-decoration:none}
a:focus-visible{outline:3px solid #7a4716;outline-offset:2px}`;

/**
 * The page the installed back office shows when it cannot reach the server (docs/decisions/0020): today's and
 * tomorrow's visits as last kept, under a banner saying when; or, with nothing kept, only that the device is offline.
 * Staff words stay English like the rest of the back office.
 */
export function offlinePage(agenda: OfflineAgenda | null): string {
  const days = agenda?.days ?? [];
  const banner = agenda
    ? `You are offline. Today's and tomorrow's visits as of ${escape(agenda.updatedLabel)}.`
    : "You are offline, and no visits are kept on this device.";
  const sections = days.map((day) => {
    const visits = day.visits.map((v) => {
      const rooms = v.rooms ? ` · ${v.rooms} room${v.rooms === 1 ? "" : "s"}` : "";
      const actions = [
        v.phone ? `<a href="${escape(callHref(v.phone))}">Call ${escape(v.phone)}</a>` : "",
        v.phone ? `<a href="${escape(textHref(v.phone))}">Text</a>` : "",
        v.place ? `<a href="${escape(directionsHref(v.place))}">Directions</a>` : "",
      ].join("");
      const swatches = v.swatches ?? [];
      const toBring = swatches.length
        ? `<p>Swatches to bring (${swatches.length}):</p><ul class="swatches">${swatches.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>`
        : "";
      return `<li><h3>${escape(v.time)} · ${escape(v.name)}</h3><p>${escape(v.address)}${rooms}</p>${
        v.message ? `<p>${escape(v.message)}</p>` : ""
      }${toBring}<p class="actions">${actions}</p></li>`;
    });
    const list = visits.length ? `<ul>${visits.join("")}</ul>` : "<p>No visits.</p>";
    return `<section><h2>${escape(day.label)}</h2>${list}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Offline agenda | ${escape(business.name)}</title><style>${STYLE}</style></head>
<body><main><h1>Agenda</h1><p class="banner" role="status">${banner}</p>${sections.join("")}</main></body></html>`;
}
