import { SENDING } from "~/features/forms/messages";

/** Spec §4: a full-screen spinner while the quote is on its way. */
export function SendingOverlay() {
  return (
    <div className="sending-overlay" role="status" aria-live="polite">
      <div className="sending-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p className="sending-overlay__text">{SENDING}</p>
      </div>
    </div>
  );
}
