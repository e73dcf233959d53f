import { ActionLink } from "~/components/action-link";
import { measureGuideFor, type MeasureGuidePage as Guide } from "~/content/measure-guide";
import { useLocale } from "~/i18n/i18n-context";
import { InsideMountDrawing, OutsideMountDrawing } from "./drawings";

const DRAWINGS = { inside: InsideMountDrawing, outside: OutsideMountDrawing } as const;

/** /measure-guide (issue 13): measuring for an inside and an outside mount, per product; prints on paper. */
export function MeasureGuidePage() {
  return <MeasureGuide guide={measureGuideFor(useLocale())} />;
}

/** The guide in `guide`'s language. */
export function MeasureGuide({ guide }: { guide: Guide }) {
  return (
    <article className="section container measure-guide">
      <h1>{guide.heading}</h1>
      <p className="measure-guide__intro">{guide.intro}</p>
      <h2>{guide.toolsHeading}</h2>
      <ul>
        {guide.tools.map((tool) => (
          <li key={tool}>{tool}</li>
        ))}
      </ul>
      {guide.mounts.map((mount) => {
        const Drawing = DRAWINGS[mount.id];
        return (
          <section key={mount.id} className="measure-guide__mount" aria-labelledby={`${mount.id}-heading`}>
            <h2 id={`${mount.id}-heading`}>{mount.heading}</h2>
            <p>{mount.intro}</p>
            <div className="measure-guide__how">
              <Drawing words={mount.drawing} />
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
      <h2>{guide.productsHeading}</h2>
      <dl className="measure-guide__products">
        {guide.products.map((note) => (
          <div key={note.product}>
            <dt>{note.product}</dt>
            <dd>{note.text}</dd>
          </div>
        ))}
      </dl>
      <h2>{guide.tipsHeading}</h2>
      <ul>
        {guide.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="actions measure-guide__actions">
        <ActionLink action={guide.actions[0]} />
        <ActionLink action={guide.actions[1]} variant="outline" />
      </div>
    </article>
  );
}
