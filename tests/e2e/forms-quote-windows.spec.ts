import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { noisePhoto } from "../noise-photo";
import { axeViolations, expect, test } from "./fixtures";
import { openWithFakes } from "./forms-helpers";

/** Issue 13: the quote's "Your windows" list, its live estimate, and the same request without scripts. */
const SENT = "Your quote request has been sent successfully! We will contact you shortly.";

const form = (page: Page) => page.locator("form.quote-form");
const rows = (page: Page) => form(page).locator(".windows__row");
const row = (page: Page, n: number) => rows(page).nth(n);
const width = (page: Page, n: number) => row(page, n).getByRole("textbox", { name: "Width (in)" });
const height = (page: Page, n: number) => row(page, n).getByRole("textbox", { name: "Height (in)" });
const estimateText = (page: Page) => form(page).locator(".windows__estimate");

async function fillPerson(page: Page, material = "Linen") {
  await form(page).getByRole("textbox", { name: "Full Name", exact: true }).fill("Sam Lee");
  await form(page).getByRole("textbox", { name: "Email Address", exact: true }).fill("sam@example.com");
  await form(page).getByRole("textbox", { name: "Phone Number", exact: true }).fill("213 555 0101");
  await form(page).getByRole("combobox", { name: "Preferred Color", exact: true }).selectOption("Ivory");
  await form(page).getByRole("combobox", { name: "Preferred Material", exact: true }).selectOption(material);
  const installation = form(page).getByRole("combobox", { name: "Installation Required" });
  if ((await installation.inputValue()) === "") await installation.selectOption("no");
}

async function scan(page: Page, what: string) {
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    expect(await axeViolations(page), `${what} at ${w} px`).toEqual([]);
  }
}

test.describe("quote windows with scripts", () => {
  test("add and remove windows by keyboard, the range follows the sizes, and the quote is sent with them", async ({
    page,
  }) => {
    // One visitor's whole journey, with two accessibility scans at two widths each.
    test.setTimeout(90_000);
    await openWithFakes(page, "/quote-request?type=shades&model=Roller%20Shades");
    await expect(rows(page)).toHaveCount(3);
    await expect(estimateText(page)).toHaveText("");

    await width(page, 0).fill("36 3/8");
    await height(page, 0).fill("48");
    await expect(estimateText(page)).toContainText(
      /^Estimated \$[\d,]+ – \$[\d,]+ for 1 window, installation not included\./,
    );
    const first = await estimateText(page).textContent();
    // A wider window: the range moves up as the width is typed.
    await width(page, 0).fill("60");
    await expect(estimateText(page)).not.toHaveText(first!);
    await row(page, 0).getByRole("spinbutton", { name: "How many" }).fill("2");
    await expect(estimateText(page)).toContainText("for 2 windows");
    await expect(form(page).getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(form(page).getByRole("spinbutton", { name: "Quantity" })).toHaveAttribute("readonly", "");
    await form(page).getByRole("combobox", { name: "Installation Required" }).selectOption("yes");
    await expect(estimateText(page)).toContainText("installation included");

    // Out of range: a field message once the field is left, never a silent zero.
    await width(page, 1).fill("200");
    await height(page, 1).fill("48");
    await height(page, 1).press("Tab");
    await expect(row(page, 1).getByText("Width must be between 12 and 120 inches for Shades")).toBeVisible();
    await expect(estimateText(page)).toContainText("Sizes for this model: 12–120 in wide");
    await scan(page, "a window out of range");

    // Remove by keyboard: focus goes to the next window's width.
    await row(page, 1).getByRole("button", { name: "Remove window 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows(page)).toHaveCount(2);
    await expect(width(page, 1)).toBeFocused();
    // Add by keyboard: focus goes to the new window's width.
    await form(page).getByRole("button", { name: "Add a window" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows(page)).toHaveCount(3);
    await expect(width(page, 2)).toBeFocused();
    await width(page, 2).fill("24 1/2");
    await height(page, 2).fill("36");
    await row(page, 2).getByRole("combobox", { name: "Room" }).selectOption("Kitchen");
    await row(page, 2).getByRole("combobox", { name: "Mount" }).selectOption("outside");
    await expect(estimateText(page)).toContainText("for 3 windows, installation included");
    await scan(page, "windows with an estimate");

    await fillPerson(page);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/quote-request"));
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.getAll("window_width_in")).toEqual(["60", "", "24 1/2"]);
    expect(body.getAll("window_room")).toEqual(["Living Room", "Living Room", "Kitchen"]);
    expect(body.getAll("window_mount")).toEqual(["inside", "inside", "outside"]);
    await expect(page.getByText(SENT)).toBeVisible();
    // Sent: the list starts again from three empty windows.
    await expect(rows(page)).toHaveCount(3);
    await expect(width(page, 0)).toHaveValue("");
    await expect(estimateText(page)).toHaveText("");
  });

  test("a size's message waits until the field is left with something in it; an emptied How many says so at once", async ({
    page,
  }) => {
    await openWithFakes(page, "/quote-request?type=shades&model=Roller%20Shades");
    const tooNarrow = row(page, 0).getByText("Width must be between 12 and 120 inches for Shades");
    // Passing through an empty width is no mistake, and it does not make the next keys count as one.
    await width(page, 0).focus();
    await width(page, 0).press("Tab");
    await height(page, 0).fill("48");
    await width(page, 0).pressSequentially("2");
    await expect(estimateText(page)).toContainText("Sizes for this model: 12–120 in wide");
    await expect(tooNarrow).toHaveCount(0);
    // Left with "2" in it: now it is a mistake, and it follows the keys from then on.
    await width(page, 0).press("Tab");
    await expect(tooNarrow).toBeVisible();
    await width(page, 0).pressSequentially("4");
    await expect(tooNarrow).toHaveCount(0);
    await expect(estimateText(page)).toContainText(/^Estimated \$[\d,]+ – \$[\d,]+ for 1 window/);
    // How many is never empty on its own: emptied and left, it says what it needs.
    const howMany = row(page, 0).getByRole("spinbutton", { name: "How many" });
    await howMany.fill("");
    await howMany.press("Tab");
    await expect(row(page, 0).getByText("How many: a whole number from 1 to")).toBeVisible();
  });

  test("the last window removed leaves focus on Add a window; twenty is the most", async ({ page }) => {
    await openWithFakes(page, "/quote-request");
    for (let i = 2; i >= 0; i--)
      await row(page, i)
        .getByRole("button", { name: `Remove window ${i + 1}` })
        .click();
    await expect(rows(page)).toHaveCount(0);
    const add = form(page).getByRole("button", { name: "Add a window" });
    await expect(add).toBeFocused();
    for (let i = 0; i < 20; i++) await add.click();
    await expect(rows(page)).toHaveCount(20);
    await expect(add).toBeDisabled();
  });
});

async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test("without scripts: three window rows post natively, and a size out of range comes back with its message", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await withoutScripts(browser, baseURL);
  try {
    await page.goto("/quote-request");
    await expect(rows(page)).toHaveCount(3);
    await form(page).getByRole("textbox", { name: "Full Name", exact: true }).fill("Nia Cole");
    await form(page).getByRole("textbox", { name: "Email Address", exact: true }).fill("nia@example.com");
    await form(page).getByRole("textbox", { name: "Phone Number", exact: true }).fill("213 555 0199");
    await form(page).getByRole("combobox", { name: "Product Type", exact: true }).selectOption("blinds");
    await form(page).getByRole("combobox", { name: "Product Model", exact: true }).selectOption("Standard Mini Blinds");
    await form(page).getByRole("combobox", { name: "Preferred Color", exact: true }).selectOption("White");
    await form(page).getByRole("combobox", { name: "Preferred Material", exact: true }).selectOption("Aluminum");
    await form(page).getByRole("combobox", { name: "Installation Required" }).selectOption("no");
    await width(page, 0).fill("30 1/4");
    await height(page, 0).fill("40");
    await width(page, 2).fill("120");
    await height(page, 2).fill("40");
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    // The third row is the second window sent: its width is over the blinds' 96 inches.
    await expect(row(page, 2).getByText("Width must be between 12 and 96 inches for Blinds")).toBeVisible();
    await expect(width(page, 0)).toHaveValue("30 1/4");
    await expect(width(page, 2)).toHaveValue("120");

    await width(page, 2).fill("72");
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText(SENT)).toBeVisible();
  } finally {
    await close();
  }
});

/** A photo of about 600 KB: noise that JPEG cannot squeeze, so its upload takes a while on a slow link. */
async function largePhoto(name: string) {
  return { name, mimeType: "image/jpeg", buffer: await noisePhoto(900) };
}

const photo = (name: string, color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

test("photos: two chosen with thumbnails, one removed by keyboard, the other sent with the quote", async ({ page }) => {
  await openWithFakes(page, "/quote-request?type=blinds&model=Standard%20Mini%20Blinds");
  const input = form(page).getByLabel("Photos of your windows");
  await input.setInputFiles([await photo("kitchen.jpg", "#aa8866"), await largePhoto("bedroom.jpg")]);
  const chosen = form(page).getByRole("list", { name: "Chosen photos" });
  await expect(chosen.getByRole("img")).toHaveCount(2);
  await expect(chosen.getByRole("img", { name: "kitchen.jpg" })).toBeVisible();
  await scan(page, "two photos chosen");
  await chosen.getByRole("button", { name: "Remove kitchen.jpg" }).focus();
  await page.keyboard.press("Enter");
  await expect(chosen.getByRole("img")).toHaveCount(1);
  await expect(chosen.getByRole("button", { name: "Remove bedroom.jpg" })).toBeFocused();
  // A file that is no photo is refused at once, with its name.
  await input.setInputFiles({ name: "sizes.txt", mimeType: "text/plain", buffer: Buffer.from("36 x 48") });
  await expect(form(page).getByText("“sizes.txt” is not a JPEG, PNG, WebP or AVIF photo")).toBeVisible();
  await expect(chosen.getByRole("img")).toHaveCount(1);

  await width(page, 0).fill("30");
  await height(page, 0).fill("40");
  await fillPerson(page, "Aluminum");
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/quote-request"));
  // A slow phone connection (CDP throttling), so the upload takes long enough to watch its progress.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 150_000,
  });
  await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
  const request = await posted;
  const progress = page.getByRole("progressbar", { name: "Photos uploaded" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value"))).toBeGreaterThan(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  const body = request.postDataBuffer()!.toString("latin1");
  expect(body.match(/name="photos"; filename="[^"]+"/g)).toEqual(['name="photos"; filename="bedroom.jpg"']);
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(form(page).getByRole("list", { name: "Chosen photos" })).toHaveCount(0);
});

test("without scripts the photos post natively with the quote", async ({ browser, baseURL }) => {
  const { page, close } = await withoutScripts(browser, baseURL);
  try {
    await page.goto("/quote-request");
    await form(page).getByRole("textbox", { name: "Full Name", exact: true }).fill("Ola Berg");
    await form(page).getByRole("textbox", { name: "Email Address", exact: true }).fill("ola@example.com");
    await form(page).getByRole("textbox", { name: "Phone Number", exact: true }).fill("213 555 0142");
    await form(page).getByRole("combobox", { name: "Product Type", exact: true }).selectOption("shades");
    await form(page).getByRole("combobox", { name: "Product Model", exact: true }).selectOption("Roller Shades");
    await form(page).getByRole("combobox", { name: "Preferred Color", exact: true }).selectOption("White");
    await form(page).getByRole("combobox", { name: "Preferred Material", exact: true }).selectOption("Linen");
    await form(page).getByRole("combobox", { name: "Installation Required" }).selectOption("no");
    await form(page)
      .getByLabel("Photos of your windows")
      .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    // Refused by the server, with the file named; the rest of the form is kept.
    await expect(page.getByText("“notes.jpg” is not a JPEG, PNG, WebP or AVIF photo")).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("Ola Berg");
    await form(page)
      .getByLabel("Photos of your windows")
      .setInputFiles([await photo("window.jpg", "#88aa66")]);
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText(SENT)).toBeVisible();
  } finally {
    await close();
  }
});
