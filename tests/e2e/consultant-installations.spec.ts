import { adminCli, createStaff, expectUsableAtEveryWidth, signIn, startAdminServer } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";
import { recordDepositByHand, signedProposal } from "./order-helpers";

/**
 * Issue 37 remainder end to end: with two consultants, an installation booked on the customer's page is given to
 * one of them; it shows in that consultant's agenda day (and not in the other's), staff give it to the other
 * consultant, and the agenda of one consultant is axe-clean at 375 and 1280 px.
 */
const OWNER = "owner@example.com";

let server: Awaited<ReturnType<typeof startAdminServer>>;
test.beforeAll(async () => {
  server = await startAdminServer({ BOOKING_MIN_NOTICE_HOURS: "0", RATE_LIMIT_MAX: "100", INSTALL_CAPACITY: "2" });
  for (const who of ["owner", "ana", "ben"]) createStaff(server.dbPath, `${who}@example.com`);
  for (const who of ["ana", "ben"]) {
    const cli = adminCli(server.dbPath, [
      "consultant",
      "--email",
      `${who}@example.com`,
      "--hours",
      "Mo-Fr 09:00-17:00",
    ]);
    expect(cli.code, cli.err).toBe(0);
  }
});
test.afterAll(() => server?.stop());
test.describe.configure({ mode: "serial" });

test("an installation shows in its consultant's agenda day, and staff give it to the other consultant", async ({
  page,
}) => {
  const proposal = await signedProposal(server, "Grace Hopper");
  await signIn(page, server.url, OWNER);
  await recordDepositByHand(page, server.url, proposal.id);
  for (const stage of ["ordered", "arrived"]) {
    const moved = adminCli(server.dbPath, ["order-stage", "--proposal", proposal.id, "--stage", stage]);
    expect(moved.code, moved.err).toBe(0);
  }
  // The CLI blocked this process: one turn of the event loop reads any keep-alive connection the server closed.
  await new Promise((resolve) => setImmediate(resolve));
  const slots = await fetch(`${server.url}/api/proposals/${proposal.token}/install-slots`);
  expect(slots.status).toBe(200);
  const { slots: offered } = (await slots.json()) as { slots: { start: string; remaining: number }[] };
  // Both consultants work Monday to Friday: each installation time has two of them free.
  expect(offered[0]!.remaining).toBe(2);
  const booked = await fetch(`${server.url}/api/proposals/${proposal.token}/install`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ start: offered[0]!.start }),
  });
  expect(booked.status).toBe(201);

  await page.goto(`${server.url}/admin/agenda`);
  await hydrated(page);
  const installations = page.getByRole("list", { name: "Installations" });
  const grace = installations.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Grace Hopper" }) });
  const installer = (await grace.getByText(/^Consultant: /).textContent())!.replace("Consultant: ", "");
  expect(["Ana", "Ben"]).toContain(installer);
  const other = installer === "Ana" ? "Ben" : "Ana";

  // The installer's day lists it; the other consultant's does not.
  await page.getByRole("link", { name: installer, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Installations of the next 14 days for ${installer}` }),
  ).toBeVisible();
  await expect(grace).toBeVisible();
  await page.getByRole("link", { name: other, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Installations of the next 14 days for ${other}` }),
  ).toBeVisible();
  await expect(page.getByText("No installations in the next 14 days.")).toBeVisible();

  // Staff give it to the other consultant; it moves to their day.
  await page.getByRole("link", { name: "Everyone" }).click();
  await grace.getByLabel("Consultant for the installation of Grace Hopper").selectOption({ label: other });
  await grace.getByRole("button", { name: "Reassign" }).click();
  await expect(page.getByRole("status")).toHaveText("The installation has another consultant.");
  await expect(grace.getByText(`Consultant: ${other}`)).toBeVisible();
  await page.getByRole("link", { name: other, exact: true }).click();
  await expect(grace).toBeVisible();

  // Their calendar feed lists it too.
  const listed = adminCli(server.dbPath, [
    "consultant",
    "--email",
    `${other.toLowerCase()}@example.com`,
    "--hours",
    "Mo-Fr 09:00-17:00",
  ]);
  expect(listed.code, listed.err).toBe(0);
  await new Promise((resolve) => setImmediate(resolve));
  const feedPath = new URL((JSON.parse(listed.out) as { feedUrl: string }).feedUrl).pathname;
  const feed = await fetch(`${server.url}${feedPath}`);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain("SUMMARY:Installation: Grace Hopper");
});

test("one consultant's agenda with an installation passes axe at 375 and 1280 px and has no sideways scroll at 320 px", async ({
  page,
}) => {
  await signIn(page, server.url, OWNER);
  await page.goto(`${server.url}/admin/agenda`);
  const grace = page.getByRole("list", { name: "Installations" }).getByRole("listitem").first();
  const installer = (await grace.getByText(/^Consultant: /).textContent())!.replace("Consultant: ", "");
  const href = await page.getByRole("link", { name: installer, exact: true }).getAttribute("href");
  await expectUsableAtEveryWidth(page, server.url, href!);
  await expect(page.getByRole("list", { name: "Installations" })).toContainText("Grace Hopper");
});
