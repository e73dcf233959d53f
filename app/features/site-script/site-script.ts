/**
 * The site script: the one script every public page loads (docs/decisions/0011). No public page is hydrated by
 * React as a whole; what moves on a page is here, small and framework-free, working on the server's HTML. A page
 * with a form has the form as an island (docs/decisions/0014): this script fetches the island's own module when
 * it should start, and that module hydrates the form alone.
 */
import { startChat } from "~/features/chat/start-chat";
import { headerMenusOnFirstUse } from "./header-menus-on-first-use";
import { bagValueOf } from "~/features/swatches/bag-cookie";
import { afterFirstPaint } from "./after-first-paint";
import { scrollToTopOnSamePageLinks } from "./same-page-links";
import { revealOnScroll } from "./scroll-reveal";

headerMenusOnFirstUse();
scrollToTopOnSamePageLinks();
revealOnScroll();
startChat();

// What only some pages have comes with them: a module of its own, fetched when present, so that a page that only
// shows content loads the least script (docs/benchmarks.md, "Weight budgets").
await Promise.all([
  // A form island's starter, on pages with a form (decision 0014).
  document.querySelector("[data-island]") && import("./islands").then((m) => m.startIslands()),
  // The header's count of the swatch bag: the prerendered header shows an empty bag until a swatch is added.
  bagValueOf(document.cookie) !== "" && import("./swatch-count").then((m) => m.showSwatchCount()),
  document.querySelector(".gallery-filters") && import("./gallery-filters").then((m) => m.galleryFilters()),
  document.querySelector(".product-pictures") && import("./product-pictures").then((m) => m.productPictures()),
  document.querySelector(".newsletter-form") && import("./newsletter-form").then((m) => m.newsletterForm()),
  document.querySelector("form.swatch-add") && import("./swatch-buttons").then((m) => m.swatchButtons()),
  document.querySelector("form.proposal-action") && import("./proposal-forms").then((m) => m.proposalForms()),
  // The carousel starts rotating once the page has painted: its clock starts then, as a visitor's does.
  document.querySelector(".carousel[data-words]") &&
    afterFirstPaint()
      .then(() => import("./carousel"))
      .then((m) => m.carousels()),
]);

// Tests and tools wait for this mark before they act. React sets it itself on the back office's pages (`data-app`)
// and on a page whose form islands start with it, once they are live (app/islands/start.tsx).
const html = document.documentElement;
const islandsStarting = document.querySelector('[data-island][data-island-start="load"]');
if (!html.hasAttribute("data-app") && !islandsStarting) html.dataset.hydrated = "true";
