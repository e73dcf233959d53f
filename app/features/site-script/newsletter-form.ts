import type { NewsletterScriptTexts } from "~/features/newsletter/newsletter-form";
import { EMAIL_PATTERN } from "~/features/leads/limits";

/**
 * The newsletter form in place, without React (issue 31; spec §2.6, §4, §5, §8): the address is checked against
 * the spec's pattern first (no request when it fails), then sent to the page's route action asking for its answer
 * as JSON (docs/decisions/0014), with the button reading "Subscribing..." and disabled meanwhile. Success clears
 * the field and shows the thank-you; any earlier message is cleared by a new submit. Its words come from the
 * form's `data-texts`, written by the server in the page's language.
 */
export function newsletterForm() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form.newsletter-form")) attach(form);
}

type Answer = { data?: { outcome?: string; fields?: Record<string, string> } };

function attach(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.texts ?? "{}") as NewsletterScriptTexts;
  const input = form.querySelector<HTMLInputElement>("input[name=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const region = form.querySelector<HTMLElement>(".notice-region");
  const fieldError = input ? document.getElementById(`${input.id}-error`) : null;
  if (!input || !button || !region) return;

  const showNotice = (tone: "success" | "error", text: string) => {
    const notice = document.createElement("p");
    notice.className = `notice notice--${tone}`;
    notice.dataset.tone = tone;
    const span = document.createElement("span");
    span.className = "notice__text";
    span.textContent = text;
    notice.append(span);
    region.replaceChildren(notice);
  };
  const showFieldError = (text: string) => {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", fieldError?.id ?? "");
    if (fieldError) fieldError.textContent = text;
  };
  const clearMessages = () => {
    region.replaceChildren();
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    if (fieldError) fieldError.textContent = "";
  };
  const setSending = (sending: boolean) => {
    button.disabled = sending;
    button.textContent = sending ? texts.submitting : texts.submit;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearMessages();
    if (!EMAIL_PATTERN.test(input.value.trim())) {
      showFieldError(texts.invalid);
      return;
    }
    setSending(true);
    const answer = await send(form);
    setSending(false);
    if (answer.kind === "unanswered") {
      // Spec §8: a request that never got an answer shows its own message.
      showNotice("error", answer.message || texts.unknown);
      return;
    }
    if (answer.outcome === "sent") {
      input.value = "";
      showNotice("success", texts.sent);
      return;
    }
    if (answer.emailRefused) {
      showFieldError(texts.invalid);
      return;
    }
    showNotice("error", texts.failed);
  });
  form.dataset.hydrated = "true";
}

type Sent = { kind: "answered"; outcome: string; emailRefused: boolean } | { kind: "unanswered"; message: string };

/** The form to its route action, its answer as JSON; a failed or unreadable answer counts as not sent. */
async function send(form: HTMLFormElement): Promise<Sent> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  let response: Response;
  try {
    response = await fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch (error) {
    return { kind: "unanswered", message: error instanceof Error ? error.message : "" };
  }
  let answer: Answer = {};
  try {
    answer = (await response.json()) as Answer;
  } catch {
    // A proxy's error page: no outcome, so "Failed to subscribe" below.
  }
  const outcome = response.ok ? (answer.data?.outcome ?? "failed") : "failed";
  return { kind: "answered", outcome, emailRefused: Boolean(answer.data?.fields?.email) };
}
