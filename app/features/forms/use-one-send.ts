import { startTransition, useRef } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * One send at a time, and a press that paints before anything the send changes. Shared by the lead forms
 * (`use-lead-submit.ts`) and the booking form (docs/decisions/0030).
 *
 * A form's sending state ("Sending…", the disabled button, errors cleared) re-renders the whole form, and building
 * the post's body and starting its `fetch` cost a slow phone more than 10 ms. Done in the press's own task, both held
 * that frame's paint back (docs/benchmarks.md, "Interaction latency"); so both wait until the browser has painted
 * the press. Until then a second press must not send the form twice, which a ref, not the rendered state, prevents.
 */
export function useOneSend() {
  const inFlight = useRef(false);

  /**
   * Sends with `post` once the press has painted, then renders `showSending` as a transition, and answers what `post`
   * answers; answers null at once, sending nothing, while another send is in flight. The body is built (in `post`)
   * before the sending state renders, so a control the sending state disables is still posted.
   */
  async function send<Answer>(post: () => Promise<Answer>, showSending: () => void): Promise<Answer | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    await afterNextPaint();
    const answer = post();
    startTransition(showSending);
    return answer;
  }

  /** The send has its answer: the form may be sent again. */
  function end() {
    inFlight.current = false;
  }

  return { send, end };
}
