import { privacy } from "~/content/privacy";
import { SiteLink } from "~/components/site-link";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { format, formatParts } from "~/i18n/format";
import { privacyRequestUi } from "~/i18n/parts/privacy-request";
import { Island } from "~/islands/island";
import { PrivacyRequestForm } from "./request-form";

/** /privacy-request (decision 0022): what a person may ask, the form (an island, decision 0014), what happens next. */
export function PrivacyRequestPage({ answer }: { answer?: LeadActionData }) {
  const locale = useLocale();
  const { privacyRequest: words } = useMessages(privacyRequestUi);
  const params = { days: privacy.answerWithinDays, months: privacy.requestRecordMonths };
  const policyLink = (
    <SiteLink key="link" to="/privacy-policy">
      {words.policyLink}
    </SiteLink>
  );
  return (
    <section className="section container privacy-request" aria-labelledby="privacy-request-heading">
      <header className="privacy-request__intro">
        <h1 id="privacy-request-heading">{words.heading}</h1>
        <p>{words.intro}</p>
      </header>
      <div className="privacy-request__grid">
        <Island name="privacy-request" component={PrivacyRequestForm} props={{ answer }} />
        <div className="privacy-request__next">
          <h2>{words.nextHeading}</h2>
          <ol>
            {words.next.map((step) => (
              <li key={step}>{format(step, params, locale)}</li>
            ))}
          </ol>
          <p>{formatParts(words.policy, { link: policyLink })}</p>
        </div>
      </div>
    </section>
  );
}
