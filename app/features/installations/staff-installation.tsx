import { Form, Link } from "react-router";
import { FreeTimeSelect } from "../admin/free-time-select";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "../admin/post-button";
import type { installationAgenda, StaffInstallation } from "./staff.server";
import { ReassignForm } from "../admin/visit-consultant";

/**
 * An order's installation on the lead's page (issue 34 item 2): booked for the customer once the goods have
 * arrived, or moved or cancelled, by native posts of the page (the same rules and e-mails as the customer's page).
 */
export function StaffInstallationPanel({
  proposalId,
  number,
  installation,
  csrfToken,
}: {
  proposalId: string;
  number: string;
  installation: StaffInstallation;
  csrfToken: string;
}) {
  const booked = installation.state.offer === "booked";
  const intent = booked ? "installation_move" : "installation_book";
  return (
    <div className="admin-order admin-actions">
      {booked && installation.when && <p className="admin-card__meta">Installation: {installation.when}</p>}
      {installation.free.length === 0 ? (
        <p className="admin-card__meta">No free installation time in the next 14 days.</p>
      ) : (
        <Form method="post" className="admin-form">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="proposal" value={proposalId} />
          <FreeTimeSelect
            label={booked ? `New installation time for ${number}` : `Installation time for ${number}`}
            free={installation.free}
          />
          <button className="button button--primary admin-button" type="submit">
            {booked ? "Move installation" : "Book installation"}
          </button>
        </Form>
      )}
      {booked && (
        <PostButton
          token={csrfToken}
          intent="installation_cancel"
          values={{ proposal: proposalId }}
          label="Cancel installation"
          ariaLabel={`Cancel the installation of ${number}`}
        />
      )}
    </div>
  );
}

type AgendaItem = Awaited<ReturnType<typeof installationAgenda>>[number];

/**
 * The agenda's installations of the next 14 days, apart from the consultations: only one consultant's when their
 * day is shown (issue 37), each with who installs and the form to give it to another consultant.
 */
export function InstallationAgenda({
  items,
  consultants,
  consultant,
  csrfToken,
  answer,
}: {
  items: AgendaItem[];
  consultants: { id: string; name: string }[];
  consultant: { id: string; name: string } | null;
  csrfToken: string;
  answer: { message: string; field?: string; id?: string } | undefined;
}) {
  return (
    <section className="admin-section" aria-labelledby="installations-heading">
      <h2 id="installations-heading">Installations of the next 14 days{consultant ? ` for ${consultant.name}` : ""}</h2>
      {items.length === 0 ? (
        <p>No installations in the next 14 days.</p>
      ) : (
        <ul className="admin-list" aria-label="Installations">
          {items.map((item) => (
            <li key={item.id} className="admin-card">
              <h3 className="admin-card__title">
                {item.day}, {item.time} ·{" "}
                <Link to={`/admin/leads/${item.lead.kind}/${item.lead.id}`}>{item.customer}</Link>
              </h3>
              <p className="admin-card__meta">
                Order {item.number} · {item.address} · {item.phone}
              </p>
              {item.consultant && <p className="admin-card__meta">Consultant: {item.consultant.name}</p>}
              {consultants.length > 0 && (
                <ReassignForm
                  intent="reassign-installation"
                  id={item.id}
                  label={`Consultant for the installation of ${item.customer}`}
                  current={item.consultant}
                  consultants={consultants}
                  csrfToken={csrfToken}
                  error={answer?.id === item.id && answer.field === "consultant" ? answer.message : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
