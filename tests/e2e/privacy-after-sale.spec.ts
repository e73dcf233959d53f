import { spawnSync } from "node:child_process";
import { startAdminServer } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { signedProposal } from "./order-helpers";

/**
 * A customer's erasure reaches their order (decision 0029): the order's page, in both languages, its PDF, its
 * feedback page and the customer's referral link all open before, and are the site's 404 page after, as any unknown
 * link is. The server is this spec's own, so its database is the CLI's to erase from.
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;

test.beforeAll(async () => {
  server = await startAdminServer({ RATE_LIMIT_MAX: "1000" });
});
test.afterAll(() => {
  server?.stop();
});

test("after a customer's erasure every link of their order is the 404 page", async ({ page }) => {
  const order = await signedProposal(server, "Erin Erased");
  const opened = await page.goto(`${server.url}/proposal/${order.token}`);
  expect(opened!.status()).toBe(200);
  await expect(page.getByText("Erin Erased").first()).toBeVisible();
  const code = /\/r\/([A-Za-z0-9_-]{16})/.exec(await page.content())?.[1];
  expect(code).toBeDefined();
  const links = [
    `/proposal/${order.token}`,
    `/es/proposal/${order.token}`,
    `/proposal/${order.token}/pdf`,
    `/proposal/${order.token}/feedback`,
    `/r/${code}`,
  ];
  const referred = await page.goto(`${server.url}/r/${code}`);
  expect(referred!.status()).toBe(200);
  await expect(page).toHaveURL(`${server.url}/quote-request?ref=${code}`);

  // Staff erase the address with the CLI (the back office's privacy erasure runs the same function).
  const erased = spawnSync(process.execPath, ["scripts/leads.ts", "erase", "--email", order.email, "--yes"], {
    env: { ...process.env, SQLITE_PATH: server.dbPath, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  expect(erased.status, erased.stderr).toBe(0);

  for (const link of links) {
    const answer = await page.goto(`${server.url}${link}`);
    expect(answer!.status(), link).toBe(404);
    await expect(page.getByRole("heading", { name: /Page Not Found|Página no encontrada/ }), link).toBeVisible();
    await expect(page.getByText("Erin Erased")).toHaveCount(0);
  }
});
