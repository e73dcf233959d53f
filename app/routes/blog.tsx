import { useLocale } from "~/i18n/i18n-context";
import { contentFor } from "~/i18n/content";

/** Spec §2.12: the blog is a placeholder that shows only its title: its name in the table of pages. */
export default function Page() {
  const { pages } = contentFor(useLocale());
  return (
    <section className="section container">
      <h1>{pages["/blog"].name}</h1>
    </section>
  );
}
