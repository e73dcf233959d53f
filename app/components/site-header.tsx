import { business } from "~/content/business";
import { chromeFor, type ChromeCatalogue } from "~/i18n/chrome";
import { useLocale } from "~/i18n/i18n-context";
import {
  HTML_LANG,
  LANGUAGE_SELF_NAMES,
  localizedPath,
  otherLocales,
  pathWithoutLocale,
  type Locale,
} from "~/i18n/locales";
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

type ItemsProps = { items: readonly Item[]; labels: Labels; className: string; pathname: string; locale: Locale };

/** Plain links: every page is its own document (docs/decisions/0011), the current one marked, in the page's language. */
function NavItems(props: ItemsProps) {
  const { items, labels, className, pathname, locale } = props;
  return items.map((item) => {
    const current = item.to === pathname;
    return (
      <li key={item.to}>
        <a
          href={localizedPath(item.to, locale)}
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
  const locale = useLocale();
  return <Header words={chromeFor(locale)} pathname={usePagePath()} locale={locale} />;
}

/**
 * The same page in each other language (issue 32): its name in its own language, marked with that language, so a
 * screen reader says it right and a search engine sees the pair. The choice stays in the URL only.
 */
function LanguageLinks({ pathname, locale, className }: { pathname: string; locale: Locale; className: string }) {
  return otherLocales(locale).map((other) => (
    <li key={other}>
      <a
        href={localizedPath(pathname, other)}
        className={className}
        lang={HTML_LANG[other]}
        hrefLang={HTML_LANG[other]}
      >
        {LANGUAGE_SELF_NAMES[other]}
      </a>
    </li>
  ));
}

/**
 * The swatch bag (issue 36): a bag icon whose badge says how many swatches it holds. Content pages are prerendered
 * files, so the count is written by the site script from the bag's cookie (app/features/site-script/swatch-count.ts,
 * docs/decisions/0018): the badge takes no room of its own, so nothing moves when it appears.
 */
function SwatchBagLink({ pathname, locale, header }: { pathname: string; locale: Locale; header: HeaderWords }) {
  const current = pathname === "/swatches";
  return (
    <a
      href={localizedPath("/swatches", locale)}
      className="swatch-bag-link"
      aria-current={current ? "page" : undefined}
      data-swatch-bag={JSON.stringify(header.swatchBagCount)}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden" data-swatch-bag-label>
        {header.swatchBag}
      </span>
      <span className="swatch-bag-link__count" aria-hidden="true" data-swatch-count hidden />
    </a>
  );
}

type HeaderWords = ChromeCatalogue["chrome"]["header"];

type HeaderProps = { words: ChromeCatalogue; pathname: string; locale?: Locale };

/** The header with the words of `words`, the link to `pathname` marked as the current page. */
export function Header({ words, pathname: fullPath, locale = "en" }: HeaderProps) {
  const { header, links } = words.chrome;
  // The table of pages knows a page by its path without the language's prefix.
  const pathname = pathWithoutLocale(fullPath);
  const nav = { labels: links, pathname, locale };
  return (
    <header className="site-header">
      <nav className="site-nav container" aria-label={header.navigation}>
        <a href={localizedPath("/", locale)} className="wordmark" aria-current={pathname === "/" ? "page" : undefined}>
          <span className="wordmark__first">{business.brand.first}</span>{" "}
          <span className="wordmark__second">{business.brand.second}</span>
        </a>

        <div className="site-nav__end">
          <ul className="nav-links">
            <NavItems items={primaryNav} {...nav} className="nav-link" />
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
                <NavItems items={productsDropdown} {...nav} className="nav-dropdown__link" />
              </ul>
            </li>
            <NavItems items={secondaryNav} {...nav} className="nav-link" />
            <LanguageLinks pathname={pathname} locale={locale} className="nav-link nav-link--language" />
            <li>
              {/* "Book" alone where the bar is narrow; the link's name stays "Book a Consultation". */}
              <a
                href={localizedPath(bookingCta.to, locale)}
                className="button button--primary nav-cta"
                aria-current={pathname === bookingCta.to ? "page" : undefined}
              >
                {header.bookFirst}
                <span className="nav-cta__rest">{` ${header.bookRest}`}</span>
              </a>
            </li>
          </ul>

          <SwatchBagLink pathname={pathname} locale={locale} header={header} />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded="false"
            aria-controls={IDS.mobile}
            aria-label={header.openMenu}
            data-close-label={header.closeMenu}
          >
            <span className="menu-toggle__bars" aria-hidden="true" data-open="false" />
          </button>
        </div>
      </nav>

      <div id={IDS.mobile} className="mobile-menu" hidden>
        <ul className="mobile-menu__list container">
          <NavItems items={primaryNav} {...nav} className="mobile-link" />
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
              <NavItems items={productsMobile} {...nav} className="mobile-sublink" />
            </ul>
          </li>
          <NavItems items={secondaryNav} {...nav} className="mobile-link" />
          <NavItems items={[bookingCta]} {...nav} className="button button--primary mobile-cta" />
          <LanguageLinks pathname={pathname} locale={locale} className="mobile-link mobile-link--language" />
        </ul>
      </div>
    </header>
  );
}
