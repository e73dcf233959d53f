import { startTransition, useRef } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * One send at a time, and a sending state that does not hold the press back. Shared by the lead forms
 * (`use-lead-submit.ts`) and the booking form.
 *
 * A form's sending state ("Sending…", the disabled button, errors cleared) re-renders the whole form. Rendered in the
 * press's own frame, it held that frame's paint back (docs/benchmarks.md, "Interaction latency"); so it renders as a
 * transition once the browser has painted the press. Until then a second press must not send the form twice, which
 * a ref, not the rendered state, prevents.
 */
export function useOneSend() {
  const inFlight = useRef(false);
  // Which send a deferred sending state belongs to: one that has ended (or been followed by another) shows nothing.
  const sends = useRef(0);

  /**
   * Starts a send and answers true, or answers false while another is in flight. `showSending` sets the sending
   * state once the press has painted, unless this send has ended by then: its answer is what the form shows.
   */
  function begin(showSending: () => void): boolean {
    if (inFlight.current) return false;
    inFlight.current = true;
    const send = ++sends.current;
    void afterNextPaint().then(() => {
      if (sends.current === send && inFlight.current) startTransition(showSending);
    });
    return true;
  }

  /** The send has its answer: the form may be sent again. */
  function end() {
    inFlight.current = false;
  }

  return { begin, end };
}
