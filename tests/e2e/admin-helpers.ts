import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { axeViolations, hydrated } from "./fixtures";
import { startOwnServer } from "./own-server";

export const STAFF_PASSWORD = "correct horse battery staple";

/**
 * The back office's tests run on a server of their own: its database is theirs to seed
 * with the CLI, and the sign-in lockout they provoke cannot touch another spec.
 */
export async function startAdminServer(env: Record<string, string> = {}) {
  const dbPath = path.join(
    tmpdir(),
    `e2e-admin-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.sqlite`,
  );
  const server = await startOwnServer({ SQLITE_PATH: dbPath, ...env });
  return { ...server, dbPath };
}

/** `npm run admin -- <args>` against the server's database, as the business runs it. */
export function adminCli(dbPath: string, args: string[], input = "") {
  const result = spawnSync(process.execPath, ["scripts/admin.ts", ...args], {
    env: { ...process.env, SQLITE_PATH: dbPath, LOG_LEVEL: "silent" },
    input,
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/**
 * A proposal for a quote lead made and sent with the CLI (`proposal-create`, `proposal-send`), as staff can make one;
 * answers its id, its customer's token and its version.
 */
export async function sendProposalByCli(dbPath: string, quoteId: string) {
  const created = adminCli(dbPath, ["proposal-create", "--lead", `quote:${quoteId}`]);
  expect(created.code, created.err).toBe(0);
  const { id } = JSON.parse(created.out) as { id: string };
  const sent = adminCli(dbPath, ["proposal-send", "--id", id]);
  expect(sent.code, sent.err).toBe(0);
  // The CLI blocked this process for seconds, long enough for a server to close the idle keep-alive connection of
  // an earlier fetch; one turn of the event loop reads that close, so the next fetch does not reuse the socket.
  await new Promise((resolve) => setImmediate(resolve));
  return JSON.parse(sent.out) as { id: string; token: string; version: number };
}

export function createStaff(dbPath: string, email: string, password = STAFF_PASSWORD) {
  const result = adminCli(dbPath, ["create-user", "--email", email, "--password-stdin"], `${password}\n`);
  expect(result.code, result.err).toBe(0);
}

export async function signIn(page: Page, base: string, email: string, password = STAFF_PASSWORD) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Sign-in leads to /admin/start, which opens the inbox (or, on a phone in working hours by choice, the agenda).
  await expect(page).toHaveURL(`${base}/admin/inbox`);
}

/** The back office's one menu (sign-out, sign-out everywhere, settings), opened. */
export async function openStaffMenu(page: Page) {
  const menu = page.locator("details.admin-menu");
  if (!(await menu.evaluate((d: HTMLDetailsElement) => d.open))) await page.getByText("Menu", { exact: true }).click();
}

/** The sign-in page's CSRF cookie and the token its form carries (a sign-in post needs both). */
export async function loginForm(base: string, headers: Record<string, string> = {}) {
  const page = await fetch(`${base}/admin/login`, { headers });
  expect(page.status).toBe(200);
  const cookie = page.headers.get("set-cookie")!.split(";")[0]!;
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
  return { cookie, token };
}

/** A lead through the public JSON API, as an integration or the site's forms send it; answers its id. */
export async function postLead(base: string, path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** A back-office page passes axe at 375 and 1280 px and does not scroll sideways at 320 px. */
export async function expectUsableAtEveryWidth(page: Page, base: string, path: string) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path);
    await hydrated(page);
    if (width === 320) {
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${path} scrolls sideways at 320 px`).toBe(false);
    } else {
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
}

/** A quote request with one window through the public API, from `email` (and `name`); answers its id. */
export function postQuoteLead(base: string, email: string, name = "Ada Lovelace"): Promise<string> {
  return postLead(base, "/api/quote", {
    user_name: name,
    user_email: email,
    user_phone: "(213) 555-0147",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Linen",
    installation_required: "yes",
    message: "Bedroom",
    windows: [{ room: "Bedroom", width_in: 36, height_in: 48, mount: "inside", quantity: 1 }],
  });
}

/** A visitor's swatch bag holding one swatch: the `name=value` of the cookie the site set when it was added. */
export async function swatchBagCookie(base: string): Promise<string> {
  const added = await fetch(`${base}/swatches`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", swatch: "horizontal-snow-white", back: "/collections/blinds" }),
  });
  expect(added.status).toBe(303);
  return added.headers.get("set-cookie")!.split(";")[0]!;
}
