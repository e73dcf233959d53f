import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import { CsrfField } from "../auth/csrf-field";
import { useServiceWorker } from "./offline/use-service-worker";
import { INBOX_PATH } from "./paths";
import "./admin.css";

export type StaffView = { email: string; csrfToken: string };

const NAV = [
  { to: INBOX_PATH, label: "Inbox" },
  { to: "/admin/agenda", label: "Agenda" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/subscribers", label: "Subscribers" },
];

/**
 * Every back-office page: the places to go and one menu (who is signed in, settings, the ways out), compact
 * enough that a phone's first screen is the page's own (issue 40).
 */
export function AdminShell({ staff, title, children }: { staff: StaffView; title: string; children: ReactNode }) {
  useServiceWorker();
  return (
    <div className="admin">
      <header className="admin-bar">
        <div className="container admin-bar__inner">
          <a className="admin-bar__brand" href={INBOX_PATH}>
            {business.name} <span className="admin-bar__tag">back office</span>
          </a>
          <nav aria-label="Back office" className="admin-bar__places">
            <ul className="admin-bar__nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="admin-bar__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <StaffMenu staff={staff} />
        </div>
      </header>
      <div className="container admin__page">
        <h1 className="admin__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A disclosure (works without scripts): signed in as, settings, consultants, sign out, sign out everywhere. */
function StaffMenu({ staff }: { staff: StaffView }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A page the menu led to opens with the menu closed.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details className="admin-menu" ref={menu}>
      <summary className="admin-menu__button">Menu</summary>
      <div className="admin-menu__panel">
        <p className="admin-menu__who">
          Signed in as <strong>{staff.email}</strong>
        </p>
        <NavLink to="/admin/settings" className="admin-menu__link">
          Settings and notifications
        </NavLink>
        {/* Set up or looked at now and then (issues 37, 34): in the menu, so a phone's first screen stays the page's own. */}
        <NavLink to="/admin/consultants" className="admin-menu__link">
          Consultants
        </NavLink>
        <NavLink to="/admin/referrals" className="admin-menu__link">
          Referrals
        </NavLink>
        <Form method="post" action="/admin/logout" className="admin-menu__out">
          <CsrfField token={staff.csrfToken} />
          <button className="button button--outline admin-button" type="submit">
            Sign out
          </button>
          <button className="button button--outline admin-button" type="submit" name="everywhere" value="1">
            Sign out everywhere
          </button>
        </Form>
      </div>
    </details>
  );
}
