import { onFirstInteraction } from "./first-interaction";

/**
 * The header's menus (`header-menus.ts`) are not needed to show a page, only to open a menu, so their code is fetched
 * on the visitor's first interaction with the page (a scroll, a touch, a key, focus moving in): a page that only shows
 * content loads the least script (docs/benchmarks.md, "Weight budgets"). A tap on a menu button is itself such an
 * interaction: its touch starts the fetch before its click arrives.
 *
 * A press on a menu button that comes before that code has arrived is kept and replayed once it has, in order, so
 * no press is lost and a menu opened and closed again ends closed; Escape before then drops the kept presses (it
 * would have closed what they opened). A failed fetch (the network dropped) is tried again on the next press.
 */
export function headerMenusOnFirstUse(header: HTMLElement | null = document.querySelector(".site-header")) {
  if (!header) return;
  const early: HTMLButtonElement[] = [];
  let loading: Promise<void> | undefined;

  function keepEarlyPress(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[aria-controls]");
    if (!button) return;
    early.push(button);
    load();
  }

  function dropEarlyPresses(event: KeyboardEvent) {
    if (event.key === "Escape") early.length = 0;
  }

  function load() {
    loading ??= import("./header-menus").then(
      ({ headerMenus }) => {
        header!.removeEventListener("click", keepEarlyPress);
        document.removeEventListener("keydown", dropEarlyPresses);
        headerMenus(header);
        for (const button of early.splice(0)) button.click();
      },
      () => {
        loading = undefined;
      },
    );
  }

  header.addEventListener("click", keepEarlyPress);
  document.addEventListener("keydown", dropEarlyPresses);
  onFirstInteraction(load);
}
