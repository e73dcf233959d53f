import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The lead forms' shared parts (fields, honeypot, notices) and the words and plumbing of every page's
        // frame (app/i18n's shared modules: the provider, message formatting, the header's and footer's words)
        // as one chunk: every hydrated page loads them, and split per module each would cost its own request and
        // wrapper (tests/e2e/budgets.spec.ts). The map picker is a chunk of its own, for the pages that show it
        // (the home page's contact form, /contact, /book). The Leaflet map itself stays out of both: it loads on
        // demand. The content catalogue stays out: only prerendered pages read it.
        codeSplitting: {
          groups: [
            {
              name: "lead-forms",
              test: /app\/features\/forms\/|app\/i18n\/[^/]+$|app\/i18n\/en\/content\/(chrome|business)\.ts$|app\/content\/business\.ts$|app\/lib\/use-hydrated/,
              priority: 2,
            },
            { name: "map-picker", test: /app\/features\/map\/(?!leaflet-map)/, priority: 1 },
          ],
        },
      },
    },
  },
  // The site script (app/features/site-script) is bundled as a worker entry for its URL: an ES module.
  worker: { format: "es" },
  // The public origin baked into canonical URLs, previews and the sitemap (app/features/seo/site-url.ts).
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
});
