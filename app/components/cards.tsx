import type { Action, Card, Feature, StyleCard } from "~/content/types";
import { formatNodes } from "~/i18n/format-nodes";
import { ArtImage } from "./art-image";
import { reveal } from "./motion";
import { SiteLink } from "./site-link";

export type GridLayout = "collections" | "services" | "two";

/**
 * Button-styled link whose accessible name adds the card it belongs to ("Learn More about Shades"):
 * `about` is the message naming the card ("about {title}").
 */
function CardAction(props: { action: Action; title: string; about: string; variant: string }) {
  const { action, title, about, variant } = props;
  const repeatsTitle = action.label.toLowerCase().includes(title.toLowerCase());
  return (
    <SiteLink className={`button button--${variant} button--small`} to={action.to}>
      {action.label}
      {!repeatsTitle && <span className="visually-hidden">{formatNodes(` ${about}`, { title })}</span>}
    </SiteLink>
  );
}

export function CardGrid({
  cards,
  about,
  layout = "collections",
}: {
  cards: Card[];
  about: string;
  layout?: GridLayout;
}) {
  return (
    <ul className={`card-grid card-grid--${layout}`} role="list">
      {cards.map((card, i) => (
        <li key={card.title} className="card" {...reveal(i)}>
          <ArtImage className="card__image" image={card.image} />
          <div className="card__body">
            <h3 className="card__title">{card.title}</h3>
            <p>{card.description}</p>
            <div className="card__actions">
              {card.link && <CardAction action={card.link} title={card.title} about={about} variant="primary" />}
              {card.secondary && (
                <CardAction action={card.secondary} title={card.title} about={about} variant="outline" />
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function StyleGrid({ styles, about }: { styles: StyleCard[]; about: string }) {
  return (
    <ul className="card-grid card-grid--services" role="list">
      {styles.map((style, i) => (
        <li key={style.name} className="card" {...reveal(i)}>
          <ArtImage className="card__image" image={style.image} />
          <div className="card__body">
            <h3 className="card__title">{style.name}</h3>
            <p>{style.description}</p>
            {style.link && (
              <div className="card__actions">
                <CardAction action={style.link} title={style.name} about={about} variant="primary" />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Text cards: features, benefits, values; `numbered` shows 01, 02 ... for process steps. */
export function FeatureGrid({
  items,
  numbered = false,
  columns = 3,
}: {
  items: readonly Feature[];
  numbered?: boolean;
  columns?: 3 | 4;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`feature-grid feature-grid--${columns}`} role="list">
      {items.map((item, i) => (
        <li key={item.title} className="feature" {...reveal(i)}>
          {!numbered && <span className="feature__mark" aria-hidden="true" />}
          <h3 className="feature__title">
            {numbered && <span className="feature__number">{String(i + 1).padStart(2, "0")}</span>}
            {numbered && " "}
            {item.title}
          </h3>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  );
}

/** A page section with an h2 and optional lead sentence. */
export function Section({
  id,
  heading,
  lead,
  tone,
  children,
}: {
  id?: string;
  heading: string;
  lead?: string;
  tone?: "tint";
  children: React.ReactNode;
}) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} className={tone ? `section section--${tone}` : "section"} aria-labelledby={headingId}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId}>{heading}</h2>
          {lead && <p className="section__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
