import { memo, useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import {
  bookingCta,
  primaryNav,
  productsDropdown,
  productsMobile,
  secondaryNav,
  type NavLink as Item,
} from "~/content/navigation";
import { useSamePageScroll } from "~/lib/use-same-page-scroll";

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className={open ? "chevron chevron--open" : "chevron"}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
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

const ctaItems = [bookingCta];

type OnLinkClick = (event: React.MouseEvent<HTMLAnchorElement>, to: string) => void;

/** The links of one menu; opening or closing a menu does not re-render them. */
const NavItems = memo(function NavItems({
  items,
  className,
  onLinkClick,
}: {
  items: readonly Item[];
  className: string;
  onLinkClick: OnLinkClick;
}) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end
        viewTransition
        className={({ isActive }) => (isActive ? `${className} is-active` : className)}
        onClick={(event) => onLinkClick(event, item.to)}
      >
        {item.label}
      </NavLink>
    </li>
  ));
});

export function SiteHeader() {
  const { pathname } = useLocation();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileProductsOpen, setMobileProductsOpen] = useState(false);
  const dropdownRef = useRef<HTMLLIElement>(null);
  const dropdownButton = useRef<HTMLButtonElement>(null);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const ids = { dropdown: useId(), mobile: useId(), mobileProducts: useId() };

  const closeAll = useCallback(() => {
    setDropdownOpen(false);
    setMobileOpen(false);
    setMobileProductsOpen(false);
  }, []);

  // Spec §4: every route change resets all three menu flags.
  useEffect(closeAll, [pathname, closeAll]);

  useEffect(() => {
    if (!dropdownOpen && !mobileOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (dropdownOpen) {
        setDropdownOpen(false);
        dropdownButton.current?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        setMobileProductsOpen(false);
        mobileButton.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (dropdownOpen && !dropdownRef.current?.contains(event.target as Node)) setDropdownOpen(false);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [dropdownOpen, mobileOpen]);

  const onLinkClick = useSamePageScroll(closeAll);
  return (
    <header className="site-header">
      <nav className="site-nav container" aria-label="Main">
        <NavLink to="/" className="wordmark" onClick={(event) => onLinkClick(event, "/")}>
          <span className="wordmark__first">{business.brand.first}</span>{" "}
          <span className="wordmark__second">{business.brand.second}</span>
        </NavLink>

        <ul className="nav-links">
          <NavItems items={primaryNav} className="nav-link" onLinkClick={onLinkClick} />
          <li className="nav-dropdown" ref={dropdownRef}>
            <button
              ref={dropdownButton}
              type="button"
              className="nav-link nav-dropdown__toggle"
              aria-expanded={dropdownOpen}
              aria-controls={ids.dropdown}
              onClick={() => setDropdownOpen((open) => !open)}
            >
              Products <Chevron open={dropdownOpen} />
            </button>
            <ul id={ids.dropdown} className="nav-dropdown__menu" hidden={!dropdownOpen}>
              <NavItems items={productsDropdown} className="nav-dropdown__link" onLinkClick={onLinkClick} />
            </ul>
          </li>
          <NavItems items={secondaryNav} className="nav-link" onLinkClick={onLinkClick} />
          <li>
            {/* "Book" alone where the bar is narrow; the link's name stays "Book a Consultation". */}
            <NavLink
              to={bookingCta.to}
              className="button button--primary nav-cta"
              onClick={(event) => onLinkClick(event, bookingCta.to)}
            >
              Book<span className="nav-cta__rest"> a Consultation</span>
            </NavLink>
          </li>
        </ul>

        <button
          ref={mobileButton}
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={ids.mobile}
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" data-open={mobileOpen} />
        </button>
      </nav>

      <div id={ids.mobile} className="mobile-menu" hidden={!mobileOpen}>
        <ul className="mobile-menu__list container">
          <NavItems items={primaryNav} className="mobile-link" onLinkClick={onLinkClick} />
          <li>
            <button
              type="button"
              className="mobile-link mobile-menu__group"
              aria-expanded={mobileProductsOpen}
              aria-controls={ids.mobileProducts}
              onClick={() => setMobileProductsOpen((open) => !open)}
            >
              Products <Chevron open={mobileProductsOpen} />
            </button>
            <ul id={ids.mobileProducts} className="mobile-menu__sublist" hidden={!mobileProductsOpen}>
              <NavItems items={productsMobile} className="mobile-sublink" onLinkClick={onLinkClick} />
            </ul>
          </li>
          <NavItems items={secondaryNav} className="mobile-link" onLinkClick={onLinkClick} />
          <NavItems items={ctaItems} className="button button--primary mobile-cta" onLinkClick={onLinkClick} />
        </ul>
      </div>
    </header>
  );
}
