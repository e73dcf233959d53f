import { useMessages } from "~/i18n/i18n-context";
import { formsUi } from "~/i18n/parts/forms";

/**
 * The box that allows texts to the phone number given (issue 35): never ticked by default, so only a person's own
 * tick allows them; the server stores the sentence shown beside it word for word with the number.
 */
export function SmsConsent({ checked }: { checked?: boolean }) {
  const { forms } = useMessages(formsUi);
  return (
    <div className="field sms-consent">
      <label className="sms-consent__label">
        <input type="checkbox" name="sms_consent" value="on" defaultChecked={checked ?? false} />
        <span>{forms.smsConsent}</span>
      </label>
    </div>
  );
}
