import { useEffect, useState } from "react";
import { business } from "~/content/business";
import { footerLegal, footerProducts, footerQuickLinks, type NavLink } from "~/content/navigation";
import { chromeFor, type ChromeCatalogue } from "~/i18n/chrome";
import { format } from "~/i18n/format";
import { formatNodes } from "~/i18n/format-nodes";
import { useLocale } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { PaymentCards, socialIcons } from "./icons";
import { SiteLink } from "./site-link";

function LinkList(props: { title: string; items: NavLink[]; labels: ChromeCatalogue["chrome"]["links"] }) {
  const { title, items, labels } = props;
  return (
    <nav className="footer-col" aria-label={title}>
      <h2 className="footer-col__title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <SiteLink to={item.to}>{labels[item.label]}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The build bakes a year into the HTML; the browser corrects it if the calendar has moved on. */
function useCurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function SiteFooter() {
  const locale = useLocale();
  return <Footer words={chromeFor(locale)} locale={locale} />;
}

/** The footer with the words of `words`, written the `locale` way. */
export function Footer({ words, locale }: { words: ChromeCatalogue; locale: Locale }) {
  const year = useCurrentYear();
  const { footer, links } = words.chrome;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="wordmark wordmark--footer">
            <span className="wordmark__first">{business.brand.first}</span>{" "}
            <span className="wordmark__second">{business.brand.second}</span>
          </p>
          <p>{words.business.tagline}</p>
          <ul className="social-links" aria-label={footer.social}>
            {business.social.map((s) => {
              const Icon = socialIcons[s.name];
              return (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={format(footer.socialLink, { name: s.name }, locale)}
                  >
                    {Icon ? <Icon /> : s.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkList title={footer.quickLinks} items={footerQuickLinks} labels={links} />
        <LinkList title={footer.products} items={footerProducts} labels={links} />
        <LinkList title={footer.legal} items={footerLegal} labels={links} />
      </div>
      <div className="container footer-bottom">
        <p>
          {formatNodes(footer.copyright, {
            year: <span suppressHydrationWarning>{year}</span>,
            business: business.name,
          })}
        </p>
        <PaymentCards label={footer.paymentCards} />
      </div>
    </footer>
  );
}
