import { ISLAND_HYDRATED_EVENT, ISLAND_LIVE_EVENT } from "~/islands/names";

/**
 * Keeps a visitor's presses on a form island away from React until the island has hydrated, and hands them over
 * once it is live. Everything is held from the moment the island's script is asked for (./islands.ts) until the
 * island says it has hydrated (`ISLAND_HYDRATED_EVENT`, app/islands/island-root.tsx); from then on only the
 * buttons' presses and the form's submits are, until the island says its scripted version is live
 * (`ISLAND_LIVE_EVENT`, a commit later).
 *
 * The island hydrates as a transition, in slices of a few milliseconds (app/islands/start.tsx). But React treats a
 * key, a click or a change aimed at a root it has not finished hydrating as urgent: it finishes the whole hydration
 * at once, in that event's task, before it delivers the event. On the quote form that held a key's paint back by
 * 70 ms or more at 4x CPU (docs/benchmarks.md). Held here, such an event never reaches React, and the browser answers
 * it by itself, as it does for the server's native form:
 * - what the visitor types, picks or ticks changes the field at once; once the island has hydrated,
 *   app/islands/replay-early-input.ts hands every changed value to the form's state;
 * - a press on a button (add a window, send) would do nothing natively, or post the native form: it is kept, its
 *   native action stopped, and pressed again, in order, once the island is live (`ISLAND_LIVE_EVENT`). A button
 *   pressed after the hydration but before the scripted version has rendered is kept too, so the presses still
 *   reach the form in the order they were made;
 * - a link is left alone: it navigates as it would without scripts.
 * Only the island's own element listens, in the capture phase and before React's listeners (which the hydration
 * adds to the same element later), so nothing else on the page is touched. If the island's script fails, or the
 * island never says it is live, the kept presses are pressed again on the native form (at once, or after
 * `GIVE_UP_MS`), so a send is never lost.
 */
export type HeldPresses = {
  /** Lets every event reach React again. */
  stop(): void;
  /** Presses again, in order, every button pressed while held that is still in the page. */
  pressAgain(): void;
};

/** The events React would finish hydrating for (its "discrete replayable" events), and the form's submit. */
const HELD_EVENTS = [
  "keydown",
  "keypress",
  "keyup",
  "input",
  "beforeinput",
  "textInput",
  "change",
  "compositionstart",
  "compositionend",
  "paste",
  "cut",
  "copy",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "touchcancel",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "dragstart",
  "dragend",
  "drop",
  "reset",
  "submit",
] as const;

/** Longer than any hydration, even on a slow phone: only an island that failed to start waits this long. */
const GIVE_UP_MS = 10_000;

const BUTTONS = 'button, input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';

/**
 * What is held: every event React would finish the hydration for, until the island has hydrated; then only the
 * presses of buttons and the submits, until its scripted version is live; then nothing.
 */
type Holding = "everything" | "presses" | "nothing";

export function holdPresses(island: HTMLElement): HeldPresses {
  const pressed: HTMLElement[] = [];
  let holding: Holding = "everything";

  const hold = (event: Event) => {
    const kept = keep(event);
    if (kept || holding === "everything") event.stopImmediatePropagation();
  };

  /** Keeps the press or submit `event` is, with its native action stopped; false when it is neither. */
  function keep(event: Event): boolean {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "click") {
      const button = target?.closest<HTMLElement>(BUTTONS);
      if (!button || !island.contains(button)) return false;
      // A button's press is pressed again once the island is live; until then it neither posts the native form
      // nor does anything else.
      event.preventDefault();
      pressed.push(button);
      return true;
    }
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      // A form sent without a button (a script's requestSubmit): sent again the same way once the island is live.
      event.preventDefault();
      pressed.push(target);
      return true;
    }
    return false;
  }

  for (const type of HELD_EVENTS) island.addEventListener(type, hold, { capture: true });
  const giveUp = setTimeout(() => {
    stop();
    pressAgain();
  }, GIVE_UP_MS);
  island.addEventListener(ISLAND_HYDRATED_EVENT, holdOnlyPresses, { once: true });
  island.addEventListener(ISLAND_LIVE_EVENT, stopAndPressAgain, { once: true });

  /** The island has hydrated: React delivers a key or a change without finishing anything first. */
  function holdOnlyPresses() {
    if (holding === "everything") holding = "presses";
  }

  function stop() {
    if (holding === "nothing") return;
    holding = "nothing";
    for (const type of HELD_EVENTS) island.removeEventListener(type, hold, { capture: true });
  }

  function stopAndPressAgain() {
    stop();
    pressAgain();
  }

  function pressAgain() {
    clearTimeout(giveUp);
    for (const target of pressed.splice(0)) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }

  return { stop, pressAgain };
}
