/**
 * Rewrites a React Router document so its JavaScript starts loading only after
 * the page has loaded and painted.
 *
 * React Router puts a `modulepreload` link for every module of the page in the
 * head and imports them from an inline module script. On a real phone the
 * server-rendered page is complete and readable without them, but they compete
 * with it for the first bytes of a slow connection and their evaluation delays
 * the first paint (Lighthouse's simulated slow 4G put LCP at 2.3 s with them and
 * 0.9 s without; docs/benchmarks.md). Hydration therefore waits for the load
 * event (at most HYDRATE_AFTER_MS) and one frame, then preloads the same modules
 * in parallel and runs React Router's own bootstrap unchanged.
 *
 * Pure string → string, applied to every prerendered page at build time and to
 * documents rendered at request time, so the server hashes the final inline
 * scripts for its Content-Security-Policy.
 */
const HYDRATE_AFTER_MS = 2000;

const BOOTSTRAP = /<script type="module"(?: async="")?>([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const lines = bootstrap[1]!.split("\n");
  const imports = lines.map((line) => STATIC_IMPORT.exec(line)).filter((m) => m !== null);
  const rest = lines.filter((line) => !STATIC_IMPORT.test(line) && line.trim() !== ";");
  // A bootstrap we do not understand (or one already deferred) stays as it is.
  if (!imports.length || rest.some((line) => /^\s*import\s/.test(line))) return html;
  const names = imports.map((m) => m[1]).join(", ");
  const loads = imports.map((m) => `import(${m[2]})`).join(", ");
  const script = [
    "await new Promise((go) => {",
    "  const paint = () => requestAnimationFrame(() => setTimeout(go));",
    `  if (document.readyState === "complete") paint();`,
    `  else { addEventListener("load", paint, { once: true }); setTimeout(paint, ${HYDRATE_AFTER_MS}); }`,
    "});",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${loads}]);`,
    ...rest,
  ].join("\n");
  // A function, so `$` in the script is not a replacement pattern.
  return html.replace(BOOTSTRAP, () => `<script type="module">${script}</script>`).replace(MODULEPRELOAD, "");
}
