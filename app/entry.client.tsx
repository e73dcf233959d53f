import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's client: the back office's pages only (app/content/site-pages.ts, isAppPage). Public pages are the
 * server's HTML with the site script, and their forms islands of their own (docs/decisions/0014).
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
