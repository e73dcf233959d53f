import type { FaqItem } from "~/content/faq";

/**
 * Spec §4: none or one answer open; selecting the open question closes it.
 * Exclusive <details> (one `name` for the group) do exactly that in the
 * browser itself: no script, and every answer can be opened without one.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} name="faq" className="faq__item">
          <summary className="faq__button">
            <span className="faq__question">{item.question}</span>
            <span className="faq__icon" aria-hidden="true" />
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
