import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The lead forms' shared parts (fields, honeypot, notices, the map picker) as one chunk:
        // the home page's contact form, /contact, /quote-request and /book all load them, and
        // split per module each would cost its own request and wrapper (tests/e2e/budgets.spec.ts).
        // The Leaflet map itself stays out: it loads on demand.
        // The words and plumbing of every page's frame (the language, the interface catalogue, the
        // header's and footer's words, message formatting) as one chunk too: the root and the home
        // page both import them, and split per module each would cost its own request and wrapper.
        // The content catalogue stays out: only prerendered pages read it.
        codeSplitting: {
          groups: [
            { name: "lead-forms", test: /app\/features\/(forms|map)\/(?!leaflet-map)|app\/lib\/use-hydrated/ },
            {
              name: "i18n",
              test: /app\/i18n\/(i18n-context|ui|locales|format|format-nodes|chrome|en\/ui|en\/content\/(chrome|business))\.tsx?$|app\/content\/business\.ts$/,
            },
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
