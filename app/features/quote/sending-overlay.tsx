import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { formsUi } from "~/i18n/parts/forms";
import { quoteUi } from "~/i18n/parts/quote";

/**
 * Spec §4: a full-screen spinner while the quote is on its way; with photos, how much of
 * them has been sent (issue 13).
 */
export function SendingOverlay({ progress }: { progress?: number }) {
  const { forms } = useMessages(formsUi);
  const { quote } = useMessages(quoteUi);
  const locale = useLocale();
  return (
    <div className="sending-overlay" role="status" aria-live="polite">
      <div className="sending-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p className="sending-overlay__text">{forms.sending}</p>
        {progress !== undefined && (
          <progress
            className="sending-overlay__progress"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={quote.photosUploaded}
          >
            {format(quote.percent, { percent: Math.round(progress * 100) }, locale)}
          </progress>
        )}
      </div>
    </div>
  );
}
