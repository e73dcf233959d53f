/**
 * Hands React what the visitor did to a form before its island ran (decision 0014: an island that starts on the
 * visitor's first interaction, the first key or touch, hydrates while they are already typing or picking).
 *
 * React 19 hydrates over a field and leaves the value the visitor typed (or the radio they checked) in the page, but
 * it fires no change for it: a controlled field's state still holds the server's value, so the next render of that
 * field would put the server's value back and the visitor's work would be lost. So, once the island has hydrated,
 * every field whose value differs from the one the server rendered is changed again the way a browser changes it,
 * so that the form's own `onChange` runs with the visitor's value:
 * - a text field or text area: React keeps the last value it saw in a tracker, which the element's own `value`
 *   setter updates and the prototype's setter does not. Set the server's value through the element (the tracker
 *   learns it), then the visitor's through the prototype, then send an `input` event: React sees the difference and
 *   calls `onChange` with the visitor's value. Both writes happen in one task, so nothing flickers.
 * - a check box or radio button: React reads these changes from `click`. Set the opposite state through the element,
 *   then click it: the click restores the visitor's state and React sees it change.
 * - a select: React reads its `change` event directly.
 * File fields cannot be written and carry no server value; hidden fields are the form's own.
 */
export function replayEarlyInput(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLSelectElement) replaySelect(field);
    else if (field instanceof HTMLTextAreaElement) replayText(field, HTMLTextAreaElement.prototype);
    else if (field.type === "checkbox" || field.type === "radio") replayCheck(field);
    else if (field.type !== "file" && field.type !== "hidden") replayText(field, HTMLInputElement.prototype);
  }
}

function replayText(field: HTMLInputElement | HTMLTextAreaElement, prototype: object) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function replayCheck(field: HTMLInputElement) {
  // A radio button's group is replayed through its checked button: the others follow by themselves.
  if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) return;
  const visitorChecked = field.checked;
  field.checked = !visitorChecked;
  field.click();
}

function replaySelect(field: HTMLSelectElement) {
  const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (changed) field.dispatchEvent(new Event("change", { bubbles: true }));
}
