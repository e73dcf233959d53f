import { business } from "~/content/business";
import { chromeFor, type ChromeCatalogue } from "~/i18n/chrome";
import { useLocale } from "~/i18n/i18n-context";
import { usePagePath } from "~/lib/use-page-path";
import {
  bookingCta,
  primaryNav,
  productsDropdown,
  productsMobile,
  secondaryNav,
  type NavLink as Item,
} from "~/content/navigation";

type Labels = ChromeCatalogue["chrome"]["links"];

/** The panels' ids: one header per page, and the site script finds them through aria-controls. */
const IDS = { dropdown: "products-menu", mobile: "mobile-menu", mobileProducts: "mobile-products" };

function Chevron() {
  return (
    <svg className="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M2 4l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Plain links: every page is its own document (docs/decisions/0011), the current one marked. */
function NavItems(props: { items: readonly Item[]; labels: Labels; className: string; pathname: string }) {
  const { items, labels, className, pathname } = props;
  return items.map((item) => {
    const current = item.to === pathname;
    return (
      <li key={item.to}>
        <a
          href={item.to}
          className={current ? `${className} is-active` : className}
          aria-current={current ? "page" : undefined}
        >
          {labels[item.label]}
        </a>
      </li>
    );
  });
}

/**
 * Spec §2.2. The markup only: the menus start closed and their buttons are
 * worked by the site script (app/features/site-script/header-menus.ts), the same
 * on every page, whether React hydrates it or not.
 */
export function SiteHeader() {
  return <Header words={chromeFor(useLocale())} pathname={usePagePath()} />;
}

/** The header with the words of `words`, the link to `pathname` marked as the current page. */
export function Header({ words, pathname }: { words: ChromeCatalogue; pathname: string }) {
  const { header, links } = words.chrome;
  return (
    <header className="site-header">
      <nav className="site-nav container" aria-label={header.navigation}>
        <a href="/" className="wordmark" aria-current={pathname === "/" ? "page" : undefined}>
          <span className="wordmark__first">{business.brand.first}</span>{" "}
          <span className="wordmark__second">{business.brand.second}</span>
        </a>

        <ul className="nav-links">
          <NavItems items={primaryNav} labels={links} className="nav-link" pathname={pathname} />
          <li className="nav-dropdown">
            <button
              type="button"
              className="nav-link nav-dropdown__toggle"
              aria-expanded="false"
              aria-controls={IDS.dropdown}
            >
              {`${header.products} `}
              <Chevron />
            </button>
            <ul id={IDS.dropdown} className="nav-dropdown__menu" hidden>
              <NavItems items={productsDropdown} labels={links} className="nav-dropdown__link" pathname={pathname} />
            </ul>
          </li>
          <NavItems items={secondaryNav} labels={links} className="nav-link" pathname={pathname} />
          <li>
            {/* "Book" alone where the bar is narrow; the link's name stays "Book a Consultation". */}
            <a
              href={bookingCta.to}
              className="button button--primary nav-cta"
              aria-current={pathname === bookingCta.to ? "page" : undefined}
            >
              {header.bookFirst}
              <span className="nav-cta__rest">{` ${header.bookRest}`}</span>
            </a>
          </li>
        </ul>

        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls={IDS.mobile}
          aria-label={header.openMenu}
        >
          <span className="menu-toggle__bars" aria-hidden="true" data-open="false" />
        </button>
      </nav>

      <div id={IDS.mobile} className="mobile-menu" hidden>
        <ul className="mobile-menu__list container">
          <NavItems items={primaryNav} labels={links} className="mobile-link" pathname={pathname} />
          <li>
            <button
              type="button"
              className="mobile-link mobile-menu__group"
              aria-expanded="false"
              aria-controls={IDS.mobileProducts}
            >
              {`${header.products} `}
              <Chevron />
            </button>
            <ul id={IDS.mobileProducts} className="mobile-menu__sublist" hidden>
              <NavItems items={productsMobile} labels={links} className="mobile-sublink" pathname={pathname} />
            </ul>
          </li>
          <NavItems items={secondaryNav} labels={links} className="mobile-link" pathname={pathname} />
          <NavItems
            items={[bookingCta]}
            labels={links}
            className="button button--primary mobile-cta"
            pathname={pathname}
          />
        </ul>
      </div>
    </header>
  );
}
