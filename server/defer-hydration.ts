/**
 * Rewrites a React Router document so its JavaScript loads only after the page has loaded and painted: the page is
 * complete without it, and its modulepreloads would compete with it for a slow connection and delay the first paint
 * (LCP 2.3 s against 0.9 s, docs/decisions/0003). The bootstrap waits for `load` (at most HYDRATE_AFTER_MS) and one
 * frame, then preloads the same modules and runs React Router's own code unchanged. Applied at build time and to
 * documents rendered per request, so the server hashes the final inline scripts for its Content-Security-Policy.
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
