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
export const HYDRATE_AFTER_MS = 2000;

const BOOTSTRAP = /<script type="module"(?: async="")?>([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of bootstrap[1]!.split("\n")) {
    const imported = STATIC_IMPORT.exec(line);
    if (imported) {
      names.push(imported[1]!);
      specifiers.push(imported[2]!);
    } else if (line.trim() !== ";") rest.push(line);
  }
  // A bootstrap we do not understand (or one already deferred) stays as it is.
  if (!names.length || rest.some((line) => /^\s*import\s/.test(line))) return html;
  const script = [
    "await new Promise((go) => {",
    "  const paint = () => requestAnimationFrame(() => setTimeout(go));",
    `  if (document.readyState === "complete") paint();`,
    `  else { addEventListener("load", paint, { once: true }); setTimeout(paint, ${HYDRATE_AFTER_MS}); }`,
    "});",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
  return (
    html.slice(0, bootstrap.index) +
    `<script type="module">${script}</script>` +
    html.slice(bootstrap.index + bootstrap[0].length)
  ).replace(MODULEPRELOAD, "");
}
