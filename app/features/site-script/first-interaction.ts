/**
 * What counts as the visitor's first interaction with a page: a key, a pointer or a touch, focus moving into the
 * page (a keyboard or screen-reader user tabbing to a field), or a scroll. Scripts that the page does not need until
 * the visitor acts (a form's island, the chat assistant) start on the first of these.
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll"] as const;

/**
 * Runs `task` once, on the visitor's first interaction with the page. Returns a function that cancels it (and
 * removes the listeners) if it has not run yet.
 */
export function onFirstInteraction(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  function cancel() {
    done = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
  }
  // Capture, so a handler that stops an event's propagation inside the page cannot hide it.
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
