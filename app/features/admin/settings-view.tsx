import { Form } from "react-router";
import { AdminNotices } from "./admin-notices";
import { AdminShell, type StaffView } from "./admin-shell";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "./post-button";
import { PushToggle } from "./push-toggle";
import type { PushDevice } from "./settings";
import type { SettingsActionData } from "./settings.server";

type Props = {
  staff: StaffView;
  devices: (PushDevice & { since: string })[];
  agendaOnPhone: boolean;
  news: string | null;
  answer: SettingsActionData | undefined;
};

/** A staff member's own settings: notifications on each device, and where the back office opens on a phone. */
export function SettingsView({ staff, devices, agendaOnPhone, news, answer }: Props) {
  return (
    <AdminShell staff={staff} title="Settings">
      <AdminNotices news={news} answer={answer} />
      <section className="admin-section" aria-labelledby="push-heading">
        <h2 id="push-heading">Notifications</h2>
        <p>
          A notification the moment a lead or a booking comes in, or a customer cancels: the kind and a first name,
          nothing more. Tap it to open the lead.
        </p>
        <PushToggle devices={devices} csrfToken={staff.csrfToken} />
        <h3>Your devices with notifications</h3>
        {devices.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="admin-list" aria-label="Devices with notifications">
            {devices.map((d) => (
              <li key={d.id} className="admin-card admin-card__head">
                <span>
                  {d.device} <span className="admin-card__meta">since {d.since}</span>
                </span>
                <PostButton
                  token={staff.csrfToken}
                  intent="remove-device"
                  values={{ id: d.id }}
                  label="Remove"
                  ariaLabel={`Remove ${d.device}`}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="admin-card__meta">Signing out everywhere removes every device.</p>
      </section>
      <section className="admin-section" aria-labelledby="landing-heading">
        <h2 id="landing-heading">On a phone</h2>
        <Form method="post" className="admin-form">
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="landing" />
          <p>
            <label className="admin-check">
              <input type="checkbox" name="agenda_on_phone" value="1" defaultChecked={agendaOnPhone} /> Open the agenda
              first on a phone during working hours
            </label>
          </p>
          <p>
            <button className="button button--primary admin-button" type="submit">
              Save
            </button>
          </p>
        </Form>
        <p className="admin-card__meta">
          The installed app keeps today&apos;s and tomorrow&apos;s visits for when there is no signal; signing out
          removes them, and they are never kept longer than 48 hours.
        </p>
      </section>
    </AdminShell>
  );
}
