import type { ProposalScriptTexts } from "~/features/proposals/proposal-page";

/**
 * The proposal's accept and decline forms in place (issue 33; decision 0014's approach without React): each form
 * is sent to its JSON endpoint (`data-api`, /api/proposals/<token>/accept or /decline) instead of the page. A
 * success reloads the page with its news, which then shows the signed proposal (or the decline) as the server
 * renders it; a refusal shows its message in the form, and per-field messages under their fields, without a reload.
 * Without scripts the same forms post to the page itself. Words come from the form's `data-texts`.
 */
export function proposalForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form.proposal-action[data-api]")) attach(form);
}

type Answer = { ok?: boolean; error?: string; fields?: Record<string, string> };

function attach(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.texts ?? "{}") as ProposalScriptTexts;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const region = form.querySelector<HTMLElement>(".notice-region");
  if (!button || !region) return;
  const label = button.textContent ?? "";

  const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`);
  const clear = () => {
    region.replaceChildren();
    for (const control of form.querySelectorAll<HTMLElement>("[aria-invalid]")) {
      control.removeAttribute("aria-invalid");
      const error = errorOf(control);
      if (error) error.textContent = "";
    }
  };
  const notice = (text: string) => {
    const p = document.createElement("p");
    p.className = "notice notice--error";
    const span = document.createElement("span");
    span.className = "notice__text";
    span.textContent = text;
    p.append(span);
    region.replaceChildren(p);
  };
  const fieldError = (name: string, text: string) => {
    const control = form.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!control) return;
    const error = errorOf(control);
    control.setAttribute("aria-invalid", "true");
    if (error) {
      error.textContent = text;
      control.setAttribute("aria-describedby", error.id);
    }
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clear();
    button.disabled = true;
    button.textContent = texts.sending;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    let response: Response | null = null;
    let answer: Answer = {};
    try {
      response = await fetch(form.dataset.api!, { method: "POST", body, headers: { Accept: "application/json" } });
      answer = (await response.json()) as Answer;
    } catch {
      // No answer, or not JSON: nothing was recorded that we know of.
    }
    button.disabled = false;
    button.textContent = label;
    if (response?.ok && answer.ok) {
      const news =
        form.querySelector<HTMLInputElement>("input[name=intent]")?.value === "decline" ? "declined" : "accepted";
      location.assign(`${location.pathname}?${news}=1`);
      return;
    }
    // Gone or changed under the customer: the page as it now is says what to do.
    if (response?.status === 404) {
      location.reload();
      return;
    }
    const fields = answer.fields ?? {};
    for (const [name, text] of Object.entries(fields)) fieldError(name, text);
    const key = answer.error as keyof ProposalScriptTexts["errors"] | undefined;
    notice((key && texts.errors[key]) || texts.errors.failed);
  });
  form.dataset.hydrated = "true";
}
