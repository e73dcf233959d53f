import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchWithUploadProgress } from "~/features/quote/upload-progress";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* React Router's own fetch, except the quote's photo upload, which reports its progress. */}
      <HydratedRouter unstable_fetch={fetchWithUploadProgress} />
    </StrictMode>,
  );
});
