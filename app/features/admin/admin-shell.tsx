import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { business } from "~/content/business";
import { CsrfField } from "../auth/csrf-field";
import "./admin.css";

export type StaffView = { email: string; csrfToken: string };

const NAV = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/agenda", label: "Agenda", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
];

/** Every back-office page: who is signed in, the places to go, and the way out. */
export function AdminShell({ staff, title, children }: { staff: StaffView; title: string; children: ReactNode }) {
  return (
    <div className="admin">
      <header className="admin-bar">
        <div className="container admin-bar__inner">
          <a className="admin-bar__brand" href="/admin">
            {business.name} <span className="admin-bar__tag">back office</span>
          </a>
          <nav aria-label="Back office">
            <ul className="admin-bar__nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin-bar__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action="/admin/logout" className="admin-bar__out">
            <CsrfField token={staff.csrfToken} />
            <span className="admin-bar__who">{staff.email}</span>
            <button className="button button--outline admin-button" type="submit">
              Sign out
            </button>
            <button className="button button--outline admin-button" type="submit" name="everywhere" value="1">
              Sign out everywhere
            </button>
          </Form>
        </div>
      </header>
      <div className="container admin__page">
        <h1 className="admin__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
