import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { routerFetch } from "~/lib/router-fetch";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* React Router's own fetch, except a request a page takes over (the quote's photo upload, for its progress). */}
      <HydratedRouter unstable_fetch={routerFetch} />
    </StrictMode>,
  );
});
