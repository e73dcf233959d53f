import { postToAction } from "~/features/forms/post-to-action";
import type { SwatchScriptTexts } from "~/features/swatches/swatch-section";
import { bagIds, showSwatchCount } from "./swatch-count";

/**
 * "Add free swatch" in place (issue 36): without scripts each button is a native post to the bag's action, which
 * sends the visitor back to the card; with them the same post goes in the background (the action's answer as JSON,
 * docs/decisions/0014) and the card and the header's count change where the visitor is. The cookie the action sets
 * is the bag: what it lists afterwards says whether the swatch went in. Fetched only on pages with swatches.
 */
export function swatchButtons() {
  for (const section of document.querySelectorAll<HTMLElement>(".swatches[data-texts]")) {
    const texts = JSON.parse(section.dataset.texts ?? "{}") as SwatchScriptTexts;
    for (const form of section.querySelectorAll<HTMLFormElement>("form.swatch-add")) attach(form, texts);
    markBagged(section, texts);
  }
}

const idOf = (form: HTMLFormElement) => new FormData(form).get("swatch");

/** The swatches already in the bag show so, and cannot be added twice. */
function markBagged(section: HTMLElement, texts: SwatchScriptTexts) {
  const bag = new Set(bagIds());
  for (const form of section.querySelectorAll<HTMLFormElement>("form.swatch-add")) {
    const button = form.querySelector("button");
    if (!button || !bag.has(String(idOf(form)))) continue;
    button.disabled = true;
    button.removeAttribute("aria-label");
    button.textContent = texts.inBag;
  }
}

/** Says something in the card's note (a live region), with a link to the bag when it was added. */
function say(form: HTMLFormElement, text: string, bagLink?: { href: string; text: string }) {
  const note = form.parentElement?.querySelector<HTMLElement>(".swatch-card__note");
  if (!note) return;
  note.classList.add("is-shown");
  const message = document.createElement("span");
  message.textContent = `${text} `;
  if (bagLink) {
    const link = document.createElement("a");
    link.href = bagLink.href;
    link.textContent = bagLink.text;
    message.append(link);
  }
  note.replaceChildren(message);
}

function attach(form: HTMLFormElement, texts: SwatchScriptTexts) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    // The action answers a post/redirect/get back to this page; anything else (no answer, a refusal) is left to
    // the native post, whose page says what happened.
    const answer = await postToAction(form);
    if (answer.kind !== "redirect") {
      console.warn("Adding the swatch in place failed; posting the form", answer);
      form.submit();
      return;
    }
    showSwatchCount();
    const section = form.closest<HTMLElement>(".swatches");
    if (bagIds().includes(String(idOf(form)))) {
      if (section) markBagged(section, texts);
      say(form, texts.added, { href: form.action, text: texts.viewBag });
      return;
    }
    // Not in the bag afterwards: it was full.
    if (button) button.disabled = false;
    say(form, texts.full);
  });
}
