import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * Resolves once the page has loaded and painted its first frame: work that is not needed to show the page (a form's
 * script, the carousel's rotation) waits for it, so it never competes with the first paint (decision 0003).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((go) => {
    const paint = () => void afterNextPaint().then(go);
    if (document.readyState === "complete") paint();
    else addEventListener("load", paint, { once: true });
  });
}
