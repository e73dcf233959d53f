/**
 * Resolves once the browser has painted its next frame: the next animation frame runs just before that paint, and a
 * task queued from it runs after. Work a visitor's press sets off but need not see in the same frame (re-rendering a
 * form as "Sending…", building and starting its post) waits for it, so the press itself paints at once
 * (docs/decisions/0030). A page that is hidden paints no frames and runs no animation frames, so a timer resolves it
 * there instead: nothing waits for the page to be shown again.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((go) => {
    const hidden = setTimeout(go, HIDDEN_PAGE_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(hidden);
        go();
      }),
    );
  });
}

/** Longer than any frame of a page that is shown (a slow phone's included), so the timer only answers a hidden one. */
const HIDDEN_PAGE_WAIT_MS = 250;
