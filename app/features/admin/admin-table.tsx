import type { ReactNode } from "react";

/**
 * A table that may scroll sideways on a phone: its frame is a labelled region in the tab
 * order, so a keyboard can scroll it too. An empty column heading is read as "Action".
 */
export function AdminTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c || <span className="visually-hidden">Action</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
