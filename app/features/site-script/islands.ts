import { afterFirstPaint } from "./after-first-paint";
import { onFirstInteraction } from "./first-interaction";
import { holdPresses } from "./hold-presses";

/**
 * Starts the page's form islands (docs/decisions/0014): each island's element names its script
 * (`data-island-src`) and when it starts (`data-island-start`):
 * - `load`: once the page has loaded and painted, so the form's script never competes with the first paint;
 * - `near`: once the island comes within a screen of the viewport, or is first touched (focus, pointer), whichever
 *   comes first (the home page's contact form, far below the fold);
 * - `interaction`: on the visitor's first interaction with the page (a key, a pointer, a touch, a focus, a scroll):
 *   the pages whose form is their content. Until then the form is the server's native form, which posts to its
 *   route action as it does without scripts, so nothing a visitor does is lost; values typed before the island
 *   hydrates are kept (React replays their change events when it hydrates).
 * The script hydrates its islands itself; this only decides when to fetch it.
 */
export function startIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island][data-island-src]")];
  for (const island of islands) {
    const start = island.dataset.islandStart;
    if (start === "near") startWhenNear(island);
    else if (start === "interaction") startOnInteraction(island);
    else void afterFirstPaint().then(() => load(island));
  }
}

/**
 * On the visitor's first interaction. This module comes after the site script, so a visitor may already have moved
 * focus into the page (tabbed or clicked into a field) before it listens: that was their first interaction.
 */
function startOnInteraction(island: HTMLElement) {
  const focused = document.activeElement;
  if (focused && focused !== document.body) load(island);
  else onFirstInteraction(() => load(island));
}

function load(island: HTMLElement) {
  const src = island.dataset.islandSrc;
  if (!src || island.dataset.islandLoading) return;
  island.dataset.islandLoading = "true";
  // From now until the island has hydrated, its presses are answered by the browser and kept (./hold-presses.ts).
  const held = holdPresses(island);
  import(/* @vite-ignore */ src).catch((error: unknown) => {
    // The form still works without it: a native post to its route action, with any send pressed meanwhile.
    console.warn("A form island could not start", error);
    held.stop();
    held.pressAgain();
  });
}

function startWhenNear(island: HTMLElement) {
  let observer: IntersectionObserver | null = null;
  const start = () => {
    observer?.disconnect();
    island.removeEventListener("focusin", start);
    island.removeEventListener("pointerdown", start);
    load(island);
  };
  island.addEventListener("focusin", start);
  island.addEventListener("pointerdown", start);
  if (!("IntersectionObserver" in window)) {
    void afterFirstPaint().then(start);
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    // Within a screen's height above or below the viewport.
    { rootMargin: "100% 0px" },
  );
  // "display: contents" gives the island's own element no box: watch its first child, the form.
  observer.observe(island.firstElementChild ?? island);
}
