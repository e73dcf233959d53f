import type { SwatchSectionData } from "~/content/swatch-views";
import { format } from "~/i18n/format";

/** The words the site script writes into a swatch card (app/features/site-script/swatch-buttons.ts). */
export type SwatchScriptTexts = { inBag: string; added: string; viewBag: string; full: string };

/**
 * "Free swatches" on a style or product page (issue 36): each colour or material as a chip, its name, opacity and
 * description, and an "Add free swatch" button. The page is a prerendered file that React never hydrates (decision
 * 0011), so each button is a native form posting to the swatch bag's action, which keeps the bag in a cookie and
 * sends the visitor back to this card (`#swatch-<id>`), where CSS shows that it was added. The site script makes it
 * instant where scripts run (decision 0018).
 */
export function SwatchSection({ data }: { data: SwatchSectionData }) {
  const { words } = data;
  const full = format(words.full, { max: data.max });
  const texts: SwatchScriptTexts = { inBag: words.inBag, added: words.added, viewBag: words.viewBag, full };
  return (
    <section className="section swatches" aria-labelledby="swatches-heading" data-texts={JSON.stringify(texts)}>
      <div className="container">
        <header className="section__header">
          <h2 id="swatches-heading">{words.heading}</h2>
          <p className="section__lead">{format(words.intro, { max: data.max })}</p>
        </header>
        <ul className="swatch-grid" role="list">
          {data.swatches.map((swatch) => (
            <li key={swatch.id} className="swatch-card" id={`swatch-${swatch.id}`}>
              <span className="swatch-card__chip" style={{ background: swatch.color }} aria-hidden="true" />
              <div className="swatch-card__body">
                <h3 className="swatch-card__name">{swatch.name}</h3>
                {swatch.opacityLabel && <p className="swatch-card__opacity">{swatch.opacityLabel}</p>}
                <p className="swatch-card__description">{swatch.description}</p>
                <form method="post" action={data.bagPath} className="swatch-add">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="swatch" value={swatch.id} />
                  <input type="hidden" name="back" value={data.back} />
                  <button
                    type="submit"
                    className="button button--outline button--small swatch-add__button"
                    aria-label={format(words.addName, { name: swatch.name })}
                  >
                    {words.add}
                  </button>
                </form>
                <p className="swatch-card__note" aria-live="polite">
                  <span className="swatch-card__added">
                    {words.added} <a href={data.bagPath}>{words.viewBag}</a>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
