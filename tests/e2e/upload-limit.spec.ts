import { mkdir, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { withoutScripts } from "./forms-helpers";

/**
 * Issue 38, item 2: a post over the quote's 41 MB limit (40 MB of photos and the fields) is answered 413 in a way
 * ordinary clients read — a browser posting the form without scripts, and a client of the JSON API over a real
 * socket — never a connection reset. The server reads and drops the rest of the body before it closes.
 */

const MB = 1024 * 1024;
const PHOTO_BYTES = 14 * MB;
/** Three photos of 14 MB each: 42 MB, over the 40 MB the quote's photos may come to, and over the form's 41 MB. */
const PHOTOS = ["kitchen.jpg", "bedroom.jpg", "hall.jpg"];

/** A JPEG's first bytes, then filler: the upload is refused for its size before anything looks inside it. */
function bigPhoto(): Buffer {
  const bytes = Buffer.alloc(PHOTO_BYTES, 0x41);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

type RawAnswer = { status: number; head: string; body: string };

/**
 * Posts a multipart body of the three photos to `target` over a plain TCP socket, and reads the answer only once
 * the whole request is sent, as an HTTP/1.1 client may (curl and browsers sending an upload often do). A server
 * that answers and then closes while the body is still arriving resets the connection: the write fails or the
 * answer waiting in the socket is lost, and this rejects with ECONNRESET or EPIPE.
 */
function postPhotos(base: string, target: string): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(base);
  const boundary = "----upload-limit-test";
  const photo = bigPhoto();
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nSam Lee\r\n`),
  ];
  for (const name of PHOTOS) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      photo,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const head =
    `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("end", () => {
      const text = Buffer.concat(received).toString("utf8");
      const [answerHead = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(answerHead.split(" ")[1]), head: answerHead, body });
      socket.destroy();
    });
    socket.once("connect", () => {
      // Nothing is read until the request is out: what the server sent meanwhile waits in the socket.
      socket.pause();
      socket.write(head);
      for (const part of parts.slice(0, -1)) socket.write(part);
      socket.write(parts.at(-1)!, () => socket.resume());
    });
  });
}

/**
 * Fills what the browser requires before it posts (by field name, so one helper serves both languages) and chooses
 * the three photos as files on disk: the browser reads them itself, as it would a visitor's.
 */
async function fillRequired(page: Page, folder: string) {
  const form = page.locator("form.quote-form");
  await form.locator('[name="user_name"]').fill("Sam Lee");
  await form.locator('[name="user_email"]').fill("sam@example.com");
  await form.locator('[name="user_phone"]').fill("213 555 0101");
  await form.locator('[name="product_type"]').selectOption("shades");
  await form.locator('[name="product_model"]').selectOption("Roman Shades");
  await form.locator('[name="quantity"]').fill("2");
  await form.locator('[name="preferred_color"]').selectOption("White");
  await form.locator('[name="preferred_material"]').selectOption("Linen");
  await form.locator('[name="installation_required"]').selectOption("no");
  const photo = bigPhoto();
  await mkdir(folder, { recursive: true });
  const files = PHOTOS.map((name) => join(folder, name));
  await Promise.all(files.map((file) => writeFile(file, photo)));
  await form.locator('input[type="file"][name="photos"]').setInputFiles(files);
}

test.describe("an upload over the limit", () => {
  test("the JSON API answers 413 with its message over a real socket, not a reset", async ({ baseURL }) => {
    const answer = await postPhotos(baseURL!, "/api/quote");
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/^content-type: application\/json/im);
    expect(answer.head).toMatch(/^connection: close/im);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: "too_large" });
  });

  test("the quote form without scripts shows the page that names the limit", async ({ browser, baseURL }, testInfo) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/quote-request");
    await fillRequired(page, testInfo.outputPath("photos"));
    await page.locator("form.quote-form").getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message is too long to send");
    await expect(page.getByText("this form takes at most 41 MB at once, photos included")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/quote-request");
    expect(posts).toEqual([413]);
    await close();
  });

  test("the Spanish quote form without scripts answers in Spanish", async ({ browser, baseURL }, testInfo) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/es/quote-request");
    await fillRequired(page, testInfo.outputPath("photos"));
    await page.locator("form.quote-form").locator('button[type="submit"]').click();
    await expect(page.getByText("este formulario acepta como máximo 41 MB a la vez")).toBeVisible();
    expect(posts).toEqual([413]);
    await close();
  });
});
