/**
 * The chat launcher floats in the bottom-right corner. On a small screen it
 * would sit over whatever scrolls beneath it, such as a form's submit button.
 * Two remedies: the page gets room at its end so its last control can scroll
 * above the launcher, and a control that receives focus under the launcher is
 * scrolled clear of it.
 */

/** Launcher size plus its margin from the viewport edges (Voiceflow: ~56px button, ~20px margin). */
export const LAUNCHER_ZONE = { width: 96, height: 96 } as const;

/** The widget mounts a host element with this id. */
const LAUNCHER_HOST = "#voiceflow-chat";

type Rect = { left: number; top: number; right: number; bottom: number };

/** The corner the launcher may occupy, widened to the widget's host element when it is measurable. */
export function launcherRect(viewport: { width: number; height: number }, host?: Rect | null): Rect {
  const zone = {
    left: viewport.width - LAUNCHER_ZONE.width,
    top: viewport.height - LAUNCHER_ZONE.height,
    right: viewport.width,
    bottom: viewport.height,
  };
  const measurable =
    host && host.right > host.left && host.bottom > host.top && host.bottom - host.top < viewport.height / 2;
  if (!measurable) return zone;
  return {
    left: Math.min(zone.left, host.left),
    top: Math.min(zone.top, host.top),
    right: zone.right,
    bottom: zone.bottom,
  };
}

/** How far the page must scroll up so `target` clears `launcher` (0 when they do not overlap). */
export function overlapToClear(target: Rect, launcher: Rect, gap = 8): number {
  const overlaps =
    target.left < launcher.right &&
    target.right > launcher.left &&
    target.top < launcher.bottom &&
    target.bottom > launcher.top;
  return overlaps ? Math.ceil(target.bottom - launcher.top + gap) : 0;
}

export function keepFocusClearOfLauncher(): () => void {
  const previousPadding = document.body.style.paddingBottom;
  document.body.style.paddingBottom = `${LAUNCHER_ZONE.height}px`;

  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest(LAUNCHER_HOST)) return;
    const host = document.querySelector(LAUNCHER_HOST)?.getBoundingClientRect();
    const launcher = launcherRect({ width: window.innerWidth, height: window.innerHeight }, host);
    const distance = overlapToClear(target.getBoundingClientRect(), launcher);
    if (distance > 0) window.scrollBy({ top: distance, left: 0, behavior: "instant" });
  };
  document.addEventListener("focusin", onFocus);
  return () => {
    document.removeEventListener("focusin", onFocus);
    document.body.style.paddingBottom = previousPadding;
  };
}
