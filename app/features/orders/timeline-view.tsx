import { business } from "~/content/business";
import { format } from "~/i18n/format";
import type { ProposalUi } from "~/i18n/parts/proposal";
import type { OrderTimeline } from "./service";

type Words = ProposalUi["proposal"]["order"];

/**
 * The order's progress on the customer's page (issue 34): an ordered list of its stages, each reached one with its
 * day, the current one marked for every reader (aria-current and words, not colour alone), and the week the goods
 * are expected while they are on their way.
 */
export function OrderTimelineView({ order, words }: { order: OrderTimeline; words: Words }) {
  const current = order.steps.findLast((step) => step.reached)?.stage;
  return (
    <section className="proposal__block order-timeline" aria-labelledby="order-heading">
      <h2 id="order-heading">{words.heading}</h2>
      <p className="proposal__hint">{words.intro}</p>
      <ol className="order-timeline__steps">
        {order.steps.map((step) => {
          const isCurrent = step.stage === current;
          return (
            <li
              key={step.stage}
              className={`order-timeline__step${step.reached ? " order-timeline__step--done" : ""}`}
              aria-current={isCurrent ? "step" : undefined}
            >
              <span className="order-timeline__name">
                {words.stages[step.stage]}
                {isCurrent && <span className="order-timeline__current"> {words.current}</span>}
              </span>
              <span className="order-timeline__date">{step.date ?? words.notYet}</span>
            </li>
          );
        })}
      </ol>
      {order.expectedWeekOf && (
        <p className="order-timeline__expected">{format(words.expectedWeek, { date: order.expectedWeekOf })}</p>
      )}
      {order.stage === "cancelled" && <p>{format(words.cancelled, { phone: business.phones[0].display })}</p>}
    </section>
  );
}
