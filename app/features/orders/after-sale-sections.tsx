import { business } from "~/content/business";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/i18n-context";
import { afterSaleUi } from "~/i18n/parts/after-sale";
import type { AfterSaleView } from "./after-sale";

type Props = {
  afterSale: AfterSaleView;
  /** The order's page: "Pay the balance" posts to it. */
  path: string;
  /** Back from Stripe's page (`?balance=thanks|cancelled`). */
  news: "thanks" | "cancelled" | null;
  /** A refused balance post (card payment unavailable). */
  unavailable: boolean;
};

/**
 * The order's page after the installation (issue 34, items 3–5): the balance (paid by card through Stripe Checkout,
 * a native post), the link to the private feedback form, and the customer's referral link. Server HTML only.
 */
export function AfterSaleSections({ afterSale, path, news, unavailable }: Props) {
  const { afterSale: words } = useMessages(afterSaleUi);
  const phone = business.phones[0].display;
  const balance = afterSale.balance;
  let body = null;
  if (balance?.paid) {
    body = <p className="notice notice--success">{words.balance.paid}</p>;
  } else if (balance?.online) {
    body = (
      <form method="post" action={path} className="proposal__pay">
        <input type="hidden" name="intent" value="balance" />
        <p>{format(words.balance.due, { amount: balance.amount })}</p>
        <p className="proposal__hint">{words.balance.stripe}</p>
        <button type="submit" className="button button--primary">
          {words.balance.pay}
        </button>
      </form>
    );
  } else if (balance) {
    body = <p>{format(words.balance.offline, { amount: balance.amount, phone })}</p>;
  }
  return (
    <>
      {balance && (
        <section className="proposal__block proposal__balance" aria-labelledby="order-balance">
          <h2 id="order-balance">{words.balance.heading}</h2>
          {news === "thanks" && !balance.paid && (
            <p className="notice notice--success" role="status">
              {words.balance.thanks}
            </p>
          )}
          {news === "cancelled" && !balance.paid && (
            <p className="notice notice--error" role="status">
              {words.balance.cancelled}
            </p>
          )}
          {unavailable && (
            <p className="notice notice--error" role="alert">
              {format(words.balance.unavailable, { phone })}
            </p>
          )}
          {body}
        </section>
      )}
      {afterSale.feedbackPath && (
        <section className="proposal__block" aria-labelledby="order-feedback">
          <h2 id="order-feedback">{words.feedback.heading}</h2>
          <p>{words.feedback.intro}</p>
          <p>
            <a className="button button--outline" href={afterSale.feedbackPath}>
              {words.feedback.heading}
            </a>
          </p>
        </section>
      )}
      {afterSale.referralUrl && (
        <section className="proposal__block" aria-labelledby="order-referral">
          <h2 id="order-referral">{words.referral.heading}</h2>
          <p>{words.referral.intro}</p>
          <p className="order-referral">
            <span className="proposal__label">{words.referral.link}</span>{" "}
            <a href={afterSale.referralUrl} className="order-referral__link">
              {afterSale.referralUrl}
            </a>
          </p>
        </section>
      )}
    </>
  );
}
