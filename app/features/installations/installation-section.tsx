import { scriptedPicker } from "~/features/booking/days";
import { Island, type IslandStart } from "~/islands/island";
import { InstallationPanel } from "./installation-panel";
import type { InstallationActionData, InstallationPageData } from "./page.server";

/** The installation's island on the customer's page; nothing where this server books no installations. */
export function InstallationSection({
  data,
  path,
  answer,
}: {
  data: InstallationPageData | null;
  path: string;
  answer: InstallationActionData | undefined;
}) {
  if (!data) return null;
  // The island gets one day's times; the no-script form, rendered here only, every day's (issue 31).
  const picker = data.picker
    ? scriptedPicker(data.picker, undefined, data.state.installation?.start, data.slotsUrl)
    : null;
  return (
    <Island
      name="installation"
      component={InstallationPanel}
      props={{
        path,
        state: data.state,
        when: data.when,
        picker,
        slotHours: data.slotHours,
        news: data.news,
        answer,
      }}
      serverProps={{ allDays: data.picker?.days }}
      start={islandStart(data)}
    />
  );
}

/**
 * When the island's script starts. On the customer's first interaction, as on the form pages (decision 0014): the
 * order page then loads without React, and until that interaction its forms are the server's native forms. At load
 * when the page carries news of a change the customer just made: the island moves focus to that news.
 */
function islandStart(data: InstallationPageData): IslandStart {
  if (data.news) return "load";
  return "interaction";
}

/** Whether a post's answer is the installation's (its forms' intents), not the proposal's own forms'. */
export function isInstallationAnswer(answer: unknown): answer is InstallationActionData {
  if (typeof answer !== "object" || answer === null || !("intent" in answer)) return false;
  return typeof answer.intent === "string" && answer.intent.startsWith("install-");
}
