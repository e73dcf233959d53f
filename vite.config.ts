import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The public origin baked into canonical URLs, previews and the sitemap (app/features/seo/site-url.ts).
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
});
