import { Link } from "react-router";
import { PostButton } from "~/features/admin/post-button";
import { OrderMoves } from "../orders/order-moves";
import type { OrderSummary } from "../orders/service";
import { ORDER_STAGE_LABELS } from "../orders/stages";
import { PROPOSAL_STATE_LABELS } from "./content";
import type { ProposalListItem } from "./service";
import { StaffInstallationPanel } from "../installations/staff-installation";
import type { StaffInstallation } from "../installations/staff.server";

/**
 * A lead page's proposals (issue 33): each one's state and total, and "Prepare a proposal" for a new one; an accepted
 * one's order with its stage and its moves (issue 34).
 */
export function LeadProposals(props: {
  proposals: ProposalListItem[];
  orders: Record<string, OrderSummary>;
  /** The orders' installations (issue 34 item 2), by proposal id. */
  installations?: Record<string, StaffInstallation>;
  csrfToken: string;
}) {
  const { proposals, orders, csrfToken } = props;
  const installations = props.installations ?? {};
  return (
    <section className="admin-section" aria-labelledby="proposals-heading">
      <h2 id="proposals-heading">Proposals</h2>
      {proposals.length === 0 ? (
        <p>No proposal yet.</p>
      ) : (
        <ul className="admin-list" aria-label="Proposals">
          {proposals.map((p) => (
            <li key={p.id} className="admin-card">
              <p className="admin-card__title">
                <Link to={`/admin/proposals/${p.id}`}>
                  {p.number}, version {p.version}
                </Link>
              </p>
              <p className="admin-card__meta">
                <span className="admin-badge">{PROPOSAL_STATE_LABELS[p.state]}</span> {p.total}
                {p.depositPaid && (
                  <>
                    {" "}
                    <span className="admin-badge admin-badge--new">Deposit paid</span>
                  </>
                )}
              </p>
              {orders[p.id] && <LeadOrder order={orders[p.id]!} csrfToken={csrfToken} />}
              {installations[p.id] && (
                <StaffInstallationPanel
                  proposalId={p.id}
                  number={p.number}
                  installation={installations[p.id]!}
                  csrfToken={csrfToken}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-actions">
        <PostButton token={csrfToken} intent="proposal" label="Prepare a proposal" primary />
      </div>
    </section>
  );
}

function LeadOrder({ order, csrfToken }: { order: OrderSummary; csrfToken: string }) {
  return (
    <>
      <p className="admin-card__meta">
        Order: <span className="admin-badge">{ORDER_STAGE_LABELS[order.stage]}</span>
        {order.expectedWeek && <> expected in week {order.expectedWeek}</>}
        {order.cancelReason && <> ({order.cancelReason})</>}
      </p>
      <OrderMoves order={order} csrfToken={csrfToken} />
    </>
  );
}
