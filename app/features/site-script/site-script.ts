/**
 * The site script: the one script every public page loads (docs/decisions/0011).
 * Pages that only show content are not hydrated by React at all; what moves on
 * them is here, small and framework-free, working on the server's HTML. Pages
 * with forms (`hydrate: true` in app/content/site-pages.ts) load it too, for the
 * header and what every page shares, and React takes the rest of them over.
 */
import { startChat } from "~/features/chat/start-chat";
import { headerMenus } from "./header-menus";
import { scrollToTopOnSamePageLinks } from "./same-page-links";
import { revealOnScroll } from "./scroll-reveal";

headerMenus();
scrollToTopOnSamePageLinks();
revealOnScroll();
startChat();

// What only one kind of page has comes with that page: a module of its own, fetched when present.
await Promise.all([
  document.querySelector(".gallery-filters") && import("./gallery-filters").then((m) => m.galleryFilters()),
  document.querySelector(".product-pictures") && import("./product-pictures").then((m) => m.productPictures()),
]);

// Tests and tools wait for this mark before they act; on a React page React sets it once hydrated.
if (!document.documentElement.hasAttribute("data-app")) document.documentElement.dataset.hydrated = "true";
