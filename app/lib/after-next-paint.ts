/**
 * Resolves once the browser has painted its next frame: the next animation frame runs just before that paint, and a
 * task queued from it runs after. Work a visitor's press sets off but need not see in the same frame (re-rendering a
 * form as "Sending…") waits for it, so the press itself paints at once (docs/decisions/0014, "Answering a press
 * before rendering what it changes"). A hidden page paints no frames, so this waits until it is shown again.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((go) => requestAnimationFrame(() => setTimeout(go)));
}
