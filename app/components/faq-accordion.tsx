import { useId, useState } from "react";
import type { FaqItem } from "~/content/faq";

/** Spec §4: none or one answer open; selecting the open question closes it. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.question} className={expanded ? "faq__item faq__item--open" : "faq__item"}>
            <h2 className="faq__question">
              <button
                id={buttonId}
                type="button"
                className="faq__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} className="faq__answer" role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
