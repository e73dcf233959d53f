import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints.ts";
import { eagerModuleWrappers } from "./scripts/eager-module-wrappers.ts";

export default defineConfig({
  // The browser's module wrappers compile with their chunk, not when first called (scripts/eager-module-wrappers.ts):
  // the back office's bundles here, the islands' and the site script's below.
  plugins: [
    reactRouter(),
    { ...eagerModuleWrappers(), applyToEnvironment: (environment) => environment.name === "client" },
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React Router's client runs on the back office's pages only (public forms are islands, bundled on their own:
        // docs/decisions/0014). The map picker is a chunk of its own; the Leaflet map itself loads on demand.
        codeSplitting: {
          groups: [{ name: "map-picker", test: /app\/features\/map\/(?!leaflet-map)/, priority: 1 }],
        },
      },
    },
  },
  // The site script (app/features/site-script) is bundled as a worker entry for its URL: an ES module. So is the back
  // office's service worker, at the one address a service worker for /admin/ may have: /admin/sw.js (decision 0020).
  worker: {
    format: "es",
    // The islands' chunks (they carry React DOM) are compiled whole with the script (scripts/compile-hints.ts).
    plugins: () => [eagerModuleWrappers(), compileHints()],
    rolldownOptions: {
      output: {
        entryFileNames: (chunk) => (chunk.name === "service-worker" ? "admin/sw.js" : "assets/[name]-[hash].js"),
        codeSplitting: {
          groups: [
            {
              name: "site-script-shared",
              priority: 2,
              test: /app\/(features\/site-script\/(first-interaction|after-first-paint)|lib\/reduced-motion|features\/swatches\/bag-cookie)\./,
            },
            { name: "site-script-later", priority: 1, minShareCount: 2, test: /app\/(features|i18n|lib)\// },
          ],
        },
      },
    },
  },
  // The public origin baked into canonical URLs, previews and the sitemap (app/features/seo/site-url.ts).
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "") },
});
