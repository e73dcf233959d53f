import { ActionLink } from "~/components/action-link";
import { measureGuide } from "~/content/measure-guide";
import { InsideMountDrawing, OutsideMountDrawing } from "./drawings";

const DRAWINGS = { inside: InsideMountDrawing, outside: OutsideMountDrawing } as const;

/** /measure-guide (issue 13): measuring for an inside and an outside mount, per product; prints on paper. */
export function MeasureGuidePage() {
  return (
    <article className="section container measure-guide">
      <h1>How to Measure Your Windows</h1>
      <p className="measure-guide__intro">{measureGuide.intro}</p>
      <h2>You will need</h2>
      <ul>
        {measureGuide.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
      {measureGuide.mounts.map((mount) => {
        const Drawing = DRAWINGS[mount.id];
        return (
          <section key={mount.id} className="measure-guide__mount" aria-labelledby={`${mount.id}-heading`}>
            <h2 id={`${mount.id}-heading`}>{mount.heading}</h2>
            <p>{mount.intro}</p>
            <div className="measure-guide__how">
              <Drawing />
              <ol className="measure-guide__steps">
                {mount.steps.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}.</strong> {step.text}
                  </li>
                ))}
              </ol>
            </div>
          </section>
        );
      })}
      <h2>Product by product</h2>
      <dl className="measure-guide__products">
        {measureGuide.products.map((note) => (
          <div key={note.product}>
            <dt>{note.product}</dt>
            <dd>{note.text}</dd>
          </div>
        ))}
      </dl>
      <h2>Good to know</h2>
      <ul>
        {measureGuide.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="actions measure-guide__actions">
        <ActionLink action={{ to: "/quote-request", label: "Request a Quote" }} />
        <ActionLink action={{ to: "/book", label: "Book a Free Measurement" }} variant="outline" />
      </div>
    </article>
  );
}
