import { SiteLink } from "~/components/site-link";
import type { PolicyPage } from "~/content/types";
import { formatNodes } from "~/i18n/format-nodes";

export function PolicyTemplate({ page }: { page: PolicyPage }) {
  return (
    <article className="section container prose">
      <h1>{page.hero.heading}</h1>
      <p className="prose__lead">{page.hero.intro}</p>
      <p className="prose__meta">{formatNodes(page.lastUpdated, { date: page.updated })}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.link && (
            <p>
              <SiteLink to={section.link.to}>{section.link.text}</SiteLink>
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
