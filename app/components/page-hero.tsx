import type { PageHero as Hero } from "~/content/types";
import { ActionLink } from "./action-link";
import { ArtImage } from "./art-image";
import { enter } from "./motion";

/** Top of every template page: the h1, a sentence, actions and the illustration. */
export function PageHero({ hero, children }: { hero: Hero; children?: React.ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {children}
          <h1 className={enter(1)}>{hero.heading}</h1>
          <p className={`page-hero__intro ${enter(2)}`}>{hero.intro}</p>
          {hero.actions && (
            <div className={`actions ${enter(3)}`}>
              {hero.actions.map((action) => (
                <ActionLink key={action.to} action={action} />
              ))}
            </div>
          )}
        </div>
        <ArtImage className={`page-hero__image ${enter(3)}`} image={hero.image} priority />
      </div>
    </section>
  );
}
