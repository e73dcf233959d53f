import type { Page, Response } from "@playwright/test";
import { gzipSize, logicalName, type Sized } from "../../scripts/bench-budget-report.ts";

/** Where a chat widget script is served from in the budget test (a fake, never reached). */
export const FAKE_CHAT_SCRIPT = "https://chat.test/widget/bundle.mjs";

export type FirstLoad = {
  html: { raw: number; gzip: number; body: string };
  js: Sized[];
  css: Sized[];
  fontPreloads: string[];
  fontsRequested: string[];
  /** First-load files that are (or contain) Leaflet. */
  leaflet: string[];
  /** Requests for the chat widget made before any interaction. */
  chat: string[];
};

/** The site's module that shows the chat widget (app/features/chat/show-chat.ts), fetched with the widget. */
const CHAT_LOADER = /\/assets\/show-chat-[\w-]+\.js$/;

const LEAFLET_JS = /leafletjs\.com|["']leaflet-pane["']|leaflet-container/;
const LEAFLET_CSS = /\.leaflet-pane\b/;

/** `<link rel="preload" as="font" href=…>` in the HTML, attributes in any order. */
function fontPreloads(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?font\b/i.test(tag)) {
      out.push(/\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? tag);
    }
  }
  return out;
}

function moduleUrls(html: string, base: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi)) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href) urls.push(new URL(href, base).href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) urls.push(new URL(src, base).href);
  }
  // The hydration bootstrap (server/defer-hydration.ts) names every module it will
  // load right after the load event: they are part of the first load, only later.
  for (const [, body] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/gi)) {
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(body!)?.[1];
    const imported = [...body!.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
    for (const href of [...(preloads ? (JSON.parse(preloads) as string[]) : []), ...imported]) {
      urls.push(new URL(href, base).href);
    }
  }
  return urls;
}

function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "").join("\n");
}

/**
 * Loads the page in a fresh context and records every JavaScript, CSS and font
 * file the browser requests until the page is ready (the window's load event, then
 * the site script and every form island that starts with the page live, then, on a
 * page whose form is its content, that form's island started by one key press),
 * plus every module the page's hydration bootstrap names, with no scrolling or
 * pointer movement.
 * An island that starts later (the home page's contact form, near the screen) is not
 * part of the first load. What a page fetches after that on purpose (the chat
 * widget at the first idle moment, the map after the visitor's first move) is
 * not part of its first load, and neither is the site's own code that shows the
 * widget (`show-chat`), fetched with it at that idle moment and only when the
 * server has a chat project (docs/decisions/0030). The chat widget is switched on through a faked
 * /api/config so a widget loaded too early is seen.
 */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  const responses: Response[] = [];
  const chat: string[] = [];
  const requestedBeforeReady = new Set<string>();
  let loaded = false;
  let ready = false;
  page.once("load", () => (loaded = true));
  page.on("response", (r) => responses.push(r));
  page.on("request", (r) => {
    if (!ready) requestedBeforeReady.add(r.url());
    if (loaded) return;
    if (r.url().startsWith("https://chat.test/") || /voiceflow/i.test(r.url())) chat.push(r.url());
  });
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    config.chat = {
      projectID: "budget-test",
      runtimeUrl: "https://chat.test",
      versionID: "production",
      scriptUrl: FAKE_CHAT_SCRIPT,
    };
    await route.fulfill({ response, json: config });
  });
  await page.route("https://chat.test/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.voiceflow = { chat: { load() {} } };" }),
  );

  const document = await page.goto(path, { waitUntil: "networkidle" });
  if (!document || document.status() !== 200) throw new Error(`${path} answered ${document?.status()}`);
  const html = (await document.body()).toString("utf8");
  // The page is ready once the site script ran and every form island that starts with the page is live
  // (app/islands/start.tsx): what its islands loaded until then is part of its first load too.
  await page.waitForFunction(() => window.document.documentElement.dataset.hydrated === "true");
  // A form whose island starts on the visitor's first interaction (the pages whose form is their content) is used
  // by every visitor who came to fill it: its island is part of the page's first load. One key press that changes
  // nothing starts it, as a visitor's first key or touch would.
  const onInteraction = '[data-island][data-island-start="interaction"]';
  if ((await page.locator(onInteraction).count()) > 0) {
    await page.keyboard.press("Shift");
    await page.waitForFunction(
      (selector) => window.document.querySelectorAll(selector).length === 0,
      `${onInteraction}:not([data-island-ready])`,
    );
  }
  ready = true;

  const js = new Map<string, Sized & { body: string }>();
  const css = new Map<string, Sized & { body: string }>();
  const fonts: string[] = [];
  for (const r of responses) {
    const url = r.url();
    if (url.startsWith("https://chat.test/") || CHAT_LOADER.test(url) || !requestedBeforeReady.has(url)) continue;
    const type = r.request().resourceType();
    const contentType = r.headers()["content-type"] ?? "";
    if (r.status() !== 200) continue;
    if (type === "font" || /\.woff2?$/.test(new URL(url).pathname)) fonts.push(logicalName(url));
    const isJs = type === "script" || /javascript/.test(contentType);
    const isCss = type === "stylesheet" || /text\/css/.test(contentType);
    if (!isJs && !isCss) continue;
    const body = await r.body();
    const entry = { name: logicalName(url), bytes: gzipSize(body), body: body.toString("utf8") };
    (isJs ? js : css).set(url, entry);
  }
  // A modulepreload the browser has not fetched yet still belongs to the first load.
  for (const url of moduleUrls(html, document.url())) {
    if (js.has(url) || !url.startsWith(new URL(document.url()).origin)) continue;
    const body = await (await page.request.get(url)).body();
    js.set(url, { name: logicalName(url), bytes: gzipSize(body), body: body.toString("utf8") });
  }
  const styles = inlineStyles(html);
  if (styles) css.set("inline", { name: "(inline <style>)", bytes: gzipSize(styles), body: styles });

  const leaflet = [
    ...[...js].filter(([url, f]) => /leaflet/i.test(url) || LEAFLET_JS.test(f.body)).map(([, f]) => f.name),
    ...[...css].filter(([url, f]) => /leaflet/i.test(url) || LEAFLET_CSS.test(f.body)).map(([, f]) => f.name),
  ];
  const strip = ({ name, bytes }: Sized) => ({ name, bytes });
  return {
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html), body: html },
    js: [...js.values()].map(strip),
    css: [...css.values()].map(strip),
    fontPreloads: fontPreloads(html),
    fontsRequested: fonts,
    leaflet,
    chat,
  };
}
