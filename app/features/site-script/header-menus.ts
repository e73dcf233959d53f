/**
 * The header's three menus (spec §2.2, §4): the desktop Products dropdown, the
 * mobile menu and its Products group. Each starts closed and is toggled by its
 * button (aria-expanded, the panel's `hidden`); the server renders them closed,
 * so this is all the script there is to them. Escape closes the open menu and
 * returns focus to its button; a press outside the dropdown closes it; any link
 * in a menu closes all three (a route change always does: it loads a new page).
 */
export function headerMenus(header: HTMLElement | null = document.querySelector(".site-header")) {
  if (!header) return;
  const buttons = [...header.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute("aria-controls")!);
  const isOpen = (button: HTMLButtonElement) => button.getAttribute("aria-expanded") === "true";
  const dropdown = header.querySelector<HTMLButtonElement>(".nav-dropdown__toggle");
  const mobile = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const mobileGroup = header.querySelector<HTMLButtonElement>(".mobile-menu__group");
  // The mobile menu button's names in the page's language, from the server's HTML: as rendered (closed) and open.
  const openLabel = mobile?.getAttribute("aria-label") ?? "";
  const closeLabel = mobile?.dataset.closeLabel ?? openLabel;

  function set(button: HTMLButtonElement | null, open: boolean) {
    if (!button || isOpen(button) === open) return;
    button.setAttribute("aria-expanded", String(open));
    panelOf(button)?.toggleAttribute("hidden", !open);
    button.querySelector(".chevron")?.classList.toggle("chevron--open", open);
    if (button === mobile) {
      button.setAttribute("aria-label", open ? closeLabel : openLabel);
      button.querySelector<HTMLElement>(".menu-toggle__bars")?.setAttribute("data-open", String(open));
      if (!open) set(mobileGroup, false);
    }
  }
  const closeAll = () => buttons.forEach((button) => set(button, false));

  for (const button of buttons) button.addEventListener("click", () => set(button, !isOpen(button)));
  header.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) closeAll();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = [dropdown, mobile].find((button) => button && isOpen(button));
    if (!open) return;
    set(open, false);
    open.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (dropdown && isOpen(dropdown) && !dropdown.parentElement!.contains(event.target as Node)) set(dropdown, false);
  });
  // A page restored from the back/forward cache comes back as it was left: with its menus closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) closeAll();
  });
}
