import { onFirstInteraction } from "./first-interaction";

/**
 * Runs `task` once the page has nothing better to do: in the first idle
 * period after the page has loaded (at the latest `timeout` ms later), or on
 * the visitor's first interaction, whichever comes first. Returns a cancel
 * function.
 */
export function whenInteractive(task: () => void, timeout = 4000): () => void {
  let done = false;
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const scheduleIdle = () => {
    if (done) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, Math.min(timeout, 2000));
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  // A script added before the load event would hold that event back.
  if (document.readyState === "complete") scheduleIdle();
  else window.addEventListener("load", scheduleIdle, { once: true });
  const cancelInteraction = onFirstInteraction(run);

  function cancel() {
    done = true;
    cancelIdle();
    cancelInteraction();
    window.removeEventListener("load", scheduleIdle);
  }
  return cancel;
}
