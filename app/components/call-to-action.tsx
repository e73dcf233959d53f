import type { CallToAction as Cta } from "~/content/types";
import { ActionLink } from "./action-link";
import { reveal } from "./motion";

/** The closing band of a page that sends visitors to /contact. */
export function CallToAction({ cta }: { cta: Cta }) {
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <div className="container cta__inner" {...reveal()}>
        <h2 id="cta-heading">{cta.heading}</h2>
        <p>{cta.text}</p>
        <div className="actions actions--center">
          {cta.actions.map((action) => (
            <ActionLink key={action.to + action.label} action={action} variant="light" />
          ))}
        </div>
      </div>
    </section>
  );
}
