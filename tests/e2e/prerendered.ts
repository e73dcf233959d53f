import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const CLIENT_BUILD = path.resolve("build/client");

export type PrerenderedPage = { path: string; file: string; html: string };

function* indexFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* indexFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

/** Every page the build prerendered, as the server will hand it out. */
export function prerenderedPages(): PrerenderedPage[] {
  return [...indexFiles(CLIENT_BUILD)]
    .map((file) => {
      const rel = path.relative(CLIENT_BUILD, file).split(path.sep).join("/");
      const pagePath = "/" + rel.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "");
      return { path: pagePath, file, html: readFileSync(file, "utf8") };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Spec §2.1: alternative curtain spellings show the same page as the -curtains path. */
export { aliases as curtainAliases } from "../../app/content/site-pages.ts";

export { specPrices as productPrices } from "../spec-prices";
