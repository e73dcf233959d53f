import { Link } from "react-router";
import { PostButton } from "~/features/admin/post-button";
import { PROPOSAL_STATE_LABELS } from "./content";
import type { ProposalListItem } from "./service";

/** A lead page's proposals (issue 33): each one's state and total, and "Prepare a proposal" for a new one. */
export function LeadProposals({ proposals, csrfToken }: { proposals: ProposalListItem[]; csrfToken: string }) {
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
