import { Island } from "~/islands/island";
import { format, plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { swatchBagUi } from "~/i18n/parts/swatch-bag";
import { SwatchMailForm, type SwatchMailAnswer } from "./mail-form";

/** A swatch of the bag as its page lists it. */
export type SwatchBagItem = {
  id: string;
  name: string;
  color: string;
  opacityLabel: string | null;
  styleName: string;
  /** The style's page, in the page's language. */
  stylePath: string;
};

type Props = {
  heading: string;
  bag: SwatchBagItem[];
  max: number;
  /** The bag was full when a swatch was added (the redirect says so). */
  full: string | null;
  /** An order has just gone in. */
  ordered: boolean;
  answer?: SwatchMailAnswer;
};

/**
 * /swatches (issue 36): the bag — each swatch with its remove button, a native post — then the two ways to have
 * them: mailed (the form, an island of its own) or brought to the free consultation (to /book, which attaches the
 * bag). Rendered per request: only the visitor's cookie knows the bag.
 */
export function SwatchBagPage({ heading, bag, max, full, ordered, answer }: Props) {
  const locale = useLocale();
  const { swatchBag: words } = useMessages(swatchBagUi);
  const bagPath = localizedPath("/swatches", locale);
  return (
    <section className="section container swatch-bag-page" aria-labelledby="swatch-bag-heading">
      <header className="swatch-bag-page__intro">
        <h1 id="swatch-bag-heading">{heading}</h1>
        <p>{format(words.intro, { max }, locale)}</p>
      </header>

      {ordered && (
        <div className="notice notice--success swatch-bag-page__ordered" role="status">
          <h2 className="notice__title">{words.orderedHeading}</h2>
          <p className="notice__text">{words.orderedText}</p>
          <p>
            <a href={localizedPath("/collections", locale)}>{words.orderedAgain}</a>
          </p>
        </div>
      )}
      {full && (
        <div className="notice notice--error" role="status">
          <p className="notice__text">{full}</p>
        </div>
      )}

      <section aria-labelledby="swatch-bag-list-heading">
        <h2 id="swatch-bag-list-heading">{words.listHeading}</h2>
        {bag.length === 0 ? (
          <>
            <p>{words.empty}</p>
            <p>{words.browse}</p>
            <p>
              <a className="button button--outline" href={localizedPath("/collections", locale)}>
                {words.browseLink}
              </a>
            </p>
          </>
        ) : (
          <>
            <p>{plural(words.count, bag.length, locale, { max })}</p>
            <ul className="swatch-bag" role="list">
              {bag.map((swatch) => (
                <li key={swatch.id} className="swatch-bag__item">
                  <span className="swatch-bag__chip" style={{ background: swatch.color }} aria-hidden="true" />
                  <span className="swatch-bag__text">
                    <strong>{swatch.name}</strong>
                    <a href={swatch.stylePath}>{swatch.styleName}</a>
                    {swatch.opacityLabel && <span>{swatch.opacityLabel}</span>}
                  </span>
                  <form method="post" action={bagPath} className="swatch-bag__remove">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="swatch" value={swatch.id} />
                    <button
                      type="submit"
                      className="button button--outline button--small"
                      aria-label={format(words.removeName, { name: swatch.name }, locale)}
                    >
                      {words.remove}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {bag.length > 0 && (
        <section className="swatch-choices" aria-labelledby="swatch-choices-heading">
          <h2 id="swatch-choices-heading">{words.chooseHeading}</h2>
          <div className="swatch-choices__grid">
            <section className="swatch-choice" aria-labelledby="swatch-mail-heading">
              <h3 id="swatch-mail-heading">{words.mailHeading}</h3>
              <p>{words.mailIntro}</p>
              <Island name="swatches" component={SwatchMailForm} props={{ answer }} start="interaction" />
            </section>
            <section className="swatch-choice" aria-labelledby="swatch-bring-heading">
              <h3 id="swatch-bring-heading">{words.bringHeading}</h3>
              <p>{words.bringIntro}</p>
              <p>
                <a className="button button--primary" href={localizedPath("/book", locale)}>
                  {words.bringAction}
                </a>
              </p>
            </section>
          </div>
        </section>
      )}
    </section>
  );
}
