import { SENDING } from "~/features/forms/messages";

/**
 * Spec §4: a full-screen spinner while the quote is on its way; with photos, how much of
 * them has been sent (issue 13).
 */
export function SendingOverlay({ progress }: { progress?: number }) {
  return (
    <div className="sending-overlay" role="status" aria-live="polite">
      <div className="sending-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p className="sending-overlay__text">{SENDING}</p>
        {progress !== undefined && (
          <progress
            className="sending-overlay__progress"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Photos uploaded"
          >
            {Math.round(progress * 100)} %
          </progress>
        )}
      </div>
    </div>
  );
}
