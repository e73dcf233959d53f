import { useEffect, useState } from "react";
import { business } from "~/content/business";
import { footerLegal, footerProducts, footerQuickLinks, type NavLink } from "~/content/navigation";
import { PaymentCards, socialIcons } from "./icons";
import { SiteLink } from "./site-link";

function LinkList({ title, items }: { title: string; items: NavLink[] }) {
  return (
    <nav className="footer-col" aria-label={title}>
      <h2 className="footer-col__title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <SiteLink to={item.to}>{item.label}</SiteLink>
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
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="wordmark wordmark--footer">
            <span className="wordmark__first">{business.brand.first}</span>{" "}
            <span className="wordmark__second">{business.brand.second}</span>
          </p>
          <p>{business.tagline}</p>
          <ul className="social-links" aria-label="Social media">
            {business.social.map((s) => {
              const Icon = socialIcons[s.name];
              return (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.name} (opens in a new tab)`}
                  >
                    {Icon ? <Icon /> : s.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkList title="Quick Links" items={footerQuickLinks} />
        <LinkList title="Products" items={footerProducts} />
        <LinkList title="Legal" items={footerLegal} />
      </div>
      <div className="container footer-bottom">
        <p>
          © <span suppressHydrationWarning>{year}</span> {business.name}. All rights reserved.
        </p>
        <PaymentCards />
      </div>
    </footer>
  );
}
