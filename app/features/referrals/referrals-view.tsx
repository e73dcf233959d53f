import { Form, Link } from "react-router";
import { AdminNotices } from "../admin/admin-notices";
import { AdminShell, type StaffView } from "../admin/admin-shell";
import { AdminTable } from "../admin/admin-table";
import { CsrfField } from "../auth/csrf-field";
import type { ReferralsActionData } from "./admin.server";
import type { ReferredLead, Referrer } from "./service";

type Row = ReferredLead & { when: string; rewardWhen: string | null };

type Props = {
  staff: StaffView;
  referrers: (Omit<Referrer, "referred"> & { referred: Row[] })[];
  news: string | null;
  answer: ReferralsActionData | undefined;
};

/** The back office's referrals (issue 34): per customer, the leads their link brought and each reward. */
export function ReferralsView({ staff, referrers, news, answer }: Props) {
  return (
    <AdminShell staff={staff} title="Referrals">
      <AdminNotices news={news} answer={answer} />
      {referrers.length === 0 && <p>No referral yet. Each order&apos;s page offers its customer a referral link.</p>}
      {referrers.map((referrer) => (
        <section key={referrer.code} className="admin-section" aria-labelledby={`referrer-${referrer.code}`}>
          <h2 id={`referrer-${referrer.code}`}>
            {referrer.customer} ({referrer.referred.length} {referrer.referred.length === 1 ? "referral" : "referrals"})
          </h2>
          <p>
            {referrer.email} · <Link to={`/admin/proposals/${referrer.proposalId}`}>Their order</Link>
            {referrer.lead && (
              <>
                {" "}
                · <Link to={`/admin/leads/${referrer.lead.kind}/${referrer.lead.id}`}>Their lead</Link>
              </>
            )}
          </p>
          <AdminTable label={`Referrals of ${referrer.customer}`} columns={["Lead", "Arrived", "Reward"]}>
            {referrer.referred.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/leads/${row.lead.kind}/${row.lead.id}`}>{row.lead.label}</Link>
                </td>
                <td>{row.when}</td>
                <td>
                  {row.reward ? (
                    `Given ${row.rewardWhen} by ${row.reward.by}`
                  ) : (
                    <Form method="post" className="admin-form">
                      <CsrfField token={staff.csrfToken} />
                      <input type="hidden" name="intent" value="reward" />
                      <input type="hidden" name="referral" value={row.id} />
                      <button
                        className="button button--outline admin-button"
                        type="submit"
                        aria-label={`Mark reward given: ${row.lead.label} of ${row.when}, referred by ${referrer.customer}`}
                      >
                        Mark reward given
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ))}
    </AdminShell>
  );
}
