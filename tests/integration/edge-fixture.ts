import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const ASSET = "/assets/app-abc123.js";

/** What a React Router server build exports besides its entry and routes. */
export const SERVER_BUILD_REST = `export const assets = { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" };
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "initial", manifestPath: "/__manifest" };
`;
export const ASSET_BODY = `console.log(${JSON.stringify("x".repeat(2000))});\n`;

/**
 * A small production build: prerendered pages and a hashed asset (with .br/.gz
 * siblings) for the static path, and a server entry whose one route action reads
 * the whole body and answers with the client the server put in the route context.
 */
export function edgeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "edge-build-"));
  const client = path.join(dir, "client");
  const file = (rel: string, body: string) => {
    const full = path.join(client, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
    writeFileSync(full + ".br", brotliCompressSync(body));
    writeFileSync(full + ".gz", gzipSync(body));
  };
  file("index.html", "<!doctype html><title>home</title><h1>home</h1><script>boot()</script>");
  file("contact/index.html", "<!doctype html><title>contact</title><h1>contact</h1><script>boot()</script>");
  file("contact.data", '[{"_1":2},"root",{}]'.padEnd(300, " "));
  file(ASSET.slice(1), ASSET_BODY);
  mkdirSync(path.join(dir, "server"));
  writeFileSync(
    path.join(dir, "server", "index.js"),
    `const client = () => globalThis[Symbol.for("amberwood.request-client")];
const refused = () => globalThis[Symbol.for("amberwood.refused-status")];
export const entry = { module: { default: (request, status, headers, entryContext, context) =>
  new Response("<!doctype html><title>page</title><h1>rendered " + status + "</h1><p>refused " + (refused() ? context.get(refused()) : "") + "</p><p>client " + JSON.stringify(client() ? context.get(client()) : null) + "</p><p>action " + JSON.stringify(entryContext.staticHandlerContext?.actionData ?? null) + "</p>",
    { status, headers: { "Content-Type": "text/html; charset=utf-8" } }) } };
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  page: { id: "page", parentId: "root", path: "*", module: { default: () => null,
    async action({ request }) {
      if (new URL(request.url).pathname === "/boom") throw new Error("a route action failed");
      const bytes = (await request.arrayBuffer()).byteLength;
      return { bytes };
    } } },
};
${SERVER_BUILD_REST}`,
  );
  return dir;
}
