import { connect } from "node:net";
import { constants, crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { photoPath } from "../../server/quote/photos/links.ts";
import { createSigner, loadSigningKey } from "../../server/secrets.ts";
import { SmtpSink } from "../mocks/smtp-sink.ts";
import { noisePhoto } from "../noise-photo.ts";
import { databaseEnv, DIALECTS, startApp, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

/** A phone photo: 3000 × 2000, with the camera's GPS position and a marker in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#c8a070" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "EXIF-MARKER-HOME", Make: "PhoneCo" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 8/1", GPSLongitudeRef: "W", GPSLongitude: "118/1 14/1 37/1" },
    })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: "#3366aa80" } })
    .png()
    .toBuffer();
/** A photo cut off half-way: its header intact, its pixel data ended early, as a dropped upload leaves it. */
const cutOff = (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1);

/** Which of red and blue a pixel of a JPEG shows (the two colours of the orientation test's photo). */
async function colourAt(jpeg: Buffer, left: number, top: number): Promise<"red" | "blue"> {
  const [r, , b] = await sharp(jpeg).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return r! > b! ? "red" : "blue";
}

/** A zlib stream that inflates to `length` zero bytes: the same 4 MB block again and again. */
function zlibOfZeros(length: number): Buffer {
  const BLOCK = 4 * 1024 * 1024;
  // A full flush ends each block byte-aligned with no back-reference past it, so copies of it chain.
  const block = deflateRawSync(Buffer.alloc(BLOCK), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = Math.floor(length / BLOCK);
  const adler = Buffer.alloc(4);
  // Adler-32 of zeros: the sum of the bytes stays 1, the sum of the sums is the length.
  adler.writeUInt32BE((((length % 65_521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: whole }, () => block),
    deflateRawSync(Buffer.alloc(length - whole * BLOCK), { finishFlush: constants.Z_FULL_FLUSH }),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/** Adam7's seven passes: where each starts and how far apart its pixels are. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A decompression bomb: a valid, interlaced, grey PNG of `side` × `side` black pixels. At
 * 50,000 px a side it is 2.4 MB that decodes to 2.5 GB, and interlaced it cannot be decoded
 * row by row: a decoder that reads it holds the whole image in memory.
 */
function bombPng(side = 50_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 1], 8); // 8 bits, grey, deflate, no filter, Adam7
  // Each pass's rows: a filter byte and its pixels, all zero.
  let length = 0;
  for (const [x, y, dx, dy] of ADAM7) length += Math.ceil((side - y) / dy) * (1 + Math.ceil((side - x) / dx));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlibOfZeros(length)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function quoteForm(files: { name: string; bytes: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(validQuote)) form.append(k, v);
  for (const f of files)
    form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  return form;
}

describe.each(DIALECTS)("quote photos on %s (issue 13)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    const env: Record<string, string> = {
      ...(await databaseEnv(dialect, pg())),
      RATE_LIMIT_MAX: "1000",
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: "50",
      SITE_URL: "http://photos.test",
    };
    app = await startApp(env);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await sink.stop();
  });

  const counts = async () => ({
    quotes: Number(
      (
        await db.kysely
          .selectFrom("quote_requests")
          .select((e) => e.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    photos: Number(
      (
        await db.kysely
          .selectFrom("quote_photos")
          .select((e) => e.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  /** The photos stored with a quote, in the order they were sent. */
  const photosOf = (quoteId: unknown) =>
    db.kysely
      .selectFrom("quote_photos")
      .selectAll()
      .where("quote_id", "=", quoteId as string)
      .orderBy("position")
      .execute();
  const send = async (form: FormData) => {
    const res = await fetch(`${app.url}/api/quote`, { method: "POST", body: form });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { fields?: Record<string, string> },
    };
  };

  it("stores the photos with the quote, upright, at most 2560 px, as JPEG without any metadata", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await send(
      quoteForm([
        { name: "C:\\Users\\me\\living-room.jpg", bytes: original },
        { name: "detail.png", bytes: await smallPng(), type: "image/png" },
      ]),
    );
    expect(res.status).toBe(201);
    const photos = await photosOf(res.body.id);
    expect(photos.map((p) => [p.filename, p.width, p.height])).toEqual([
      ["living-room.jpg", 2560, 1707],
      ["detail.png", 400, 300],
    ]);
    for (const p of photos) {
      const bytes = Buffer.from(p.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("EXIF-MARKER-HOME")).toBe(false);
      expect(bytes.includes("PhoneCo")).toBe(false);
    }
  });

  it("turns a photo the camera stored sideways (EXIF Orientation 6) upright, with no orientation tag left", async () => {
    // 300 × 200 as stored, red above blue; Orientation 6 says: show it turned a quarter clockwise, red on the right.
    const pixels = Buffer.alloc(300 * 200 * 3);
    for (let i = 0; i < 300 * 200; i++) pixels[i * 3 + (i < 300 * 100 ? 0 : 2)] = 255;
    const sideways = await sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 300, height: 200, orientation: 6 });
    const res = await send(quoteForm([{ name: "bay.jpg", bytes: sideways }]));
    expect(res.status).toBe(201);
    const [stored] = await photosOf(res.body.id);
    if (!stored) throw new Error("no photo stored");
    const bytes = Buffer.from(stored.bytes);
    const meta = await sharp(bytes).metadata();
    expect([stored.width, stored.height, meta.width, meta.height]).toEqual([200, 300, 200, 300]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // Upright: the top of the stored picture is now its right-hand side, at the top and the bottom alike.
    const at = (x: number, y: number) => colourAt(bytes, x, y);
    expect([await at(10, 10), await at(190, 10), await at(10, 290), await at(190, 290)]).toEqual([
      "blue",
      "red",
      "blue",
      "red",
    ]);
  });

  it("refuses a decompression bomb from its header, before decoding: memory stays far below its 2.5 GB", async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    // What a decoder would be asked to hold (header only), and proof the builder makes real images: a small one decodes.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 50_000,
      height: 50_000,
      isProgressive: true,
    });
    const small = await sharp(bombPng(64)).raw().toBuffer({ resolveWithObject: true });
    expect([small.info.width, small.info.height, small.data.every((v) => v === 0)]).toEqual([64, 64, true]);

    const before = await counts();
    // The server runs in this process: had it decoded the bomb, its peak resident memory would have grown by gigabytes.
    const peakBefore = process.resourceUsage().maxRSS;
    const res = await send(quoteForm([{ name: "huge.png", bytes: bomb, type: "image/png" }]));
    const grownMiB = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(grownMiB, "growth of the process's peak resident memory, MiB").toBeLessThan(200);
    expect(res.status).toBe(400);
    expect(res.body.fields?.photos).toBe("“huge.png” has too many pixels to process; please send a smaller photo");
    expect(await counts()).toEqual(before);
  });

  it("refuses what breaks a rule with a message naming the file, and stores nothing", async () => {
    const before = await counts();
    const text = Buffer.from("these are my window sizes, not a photo");
    const jpeg = await noisePhoto(400);
    const png = await sharp(jpeg).png().toBuffer();
    const whole = await smallPng();
    // Cut off inside the pixel data: the header still reads.
    for (const cut of [cutOff(jpeg), cutOff(png)]) expect((await sharp(cut).metadata()).width).toBe(400);
    const cases: [FormData, string][] = [
      [quoteForm([{ name: "notes.jpg", bytes: text }]), "“notes.jpg” is not a JPEG, PNG, WebP or AVIF photo"],
      [
        // Sent with a whole photo: neither is stored.
        quoteForm([
          { name: "whole.png", bytes: whole, type: "image/png" },
          { name: "cut.jpg", bytes: cutOff(jpeg) },
        ]),
        "“cut.jpg” could not be read; it may be damaged or cut off",
      ],
      [
        quoteForm([{ name: "cut.png", bytes: cutOff(png), type: "image/png" }]),
        "“cut.png” could not be read; it may be damaged or cut off",
      ],
      [
        quoteForm(Array.from({ length: 7 }, (_, i) => ({ name: `w${i}.png`, bytes: whole, type: "image/png" }))),
        "Please attach at most 6 photos",
      ],
      [
        quoteForm([{ name: "big.jpg", bytes: Buffer.alloc(15 * 1024 * 1024 + 1, 0xff) }]),
        "“big.jpg” is larger than 15 MB; please send a smaller photo",
      ],
      [
        // 40.5 MB: over the photos' total, within what the route reads before refusing the body itself.
        quoteForm([1, 2, 3].map((i) => ({ name: `w${i}.jpg`, bytes: Buffer.alloc(13.5 * 1024 * 1024, 0xff) }))),
        "The photos come to more than 40 MB in all; please send fewer or smaller ones",
      ],
    ];
    for (const [form, message] of cases) {
      const res = await send(form);
      expect(res.status, message).toBe(400);
      expect(res.body.fields?.photos, message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("stores nothing of an upload cut off half-way", async () => {
    const before = await counts();
    const boundary = "----cutoff";
    const head = Object.entries(validQuote)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("");
    const part = `${head}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="w.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const photo = await phonePhoto();
    const { port } = new URL(app.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /api/quote HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${part.length + photo.length + 100}\r\n\r\n`,
        );
        socket.write(part);
        socket.write(photo.subarray(0, photo.length / 2), () => socket.destroy());
      });
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    // A whole quote sent after it is stored, and is the only one added.
    const after = await send(quoteForm([{ name: "ok.png", bytes: await smallPng(), type: "image/png" }]));
    expect(after.status).toBe(201);
    expect(await counts()).toEqual({ quotes: before.quotes + 1, photos: before.photos + 1 });
  });

  it("the business's e-mail links each photo; the link works, an altered or expired one answers 404", async () => {
    const res = await send(quoteForm([{ name: "bay.png", bytes: await smallPng(), type: "image/png" }]));
    expect(res.status).toBe(201);
    let mail: string | undefined;
    await expect
      .poll(() => (mail = sink.messages.find((m) => m.raw.includes(res.body.id as string))?.raw), { timeout: 10_000 })
      .toBeDefined();
    const link = /(http:\/\/photos\.test\/api\/quote-photos\/[^\s]+)/.exec(
      mail!.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
    )?.[1];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    const photo = await fetch(app.url + path);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(400);

    const altered = path.replace(/sig=./, (s) => (s.endsWith("A") ? "sig=B" : "sig=A"));
    expect((await fetch(app.url + altered)).status).toBe(404);
    const id = new URL(link!).pathname.split("/").pop()!;
    const signer = createSigner(await loadSigningKey(db.kysely, ""));
    expect((await fetch(app.url + photoPath(signer, id, Date.now() - 15 * 86_400_000))).status).toBe(404);
    expect((await fetch(app.url + photoPath(signer, id, Date.now()))).status).toBe(200);
    expect((await fetch(app.url + photoPath(signer, "no-such-photo", Date.now()))).status).toBe(404);
  });

  it("the lead page's thumbnail is a 320 × 240 copy made on the server, private, behind the same signed link", async () => {
    const res = await send(quoteForm([{ name: "wide.jpg", bytes: await phonePhoto() }]));
    expect(res.status).toBe(201);
    const { id } = await db.kysely
      .selectFrom("quote_photos")
      .select("id")
      .where("quote_id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    const signer = createSigner(await loadSigningKey(db.kysely, ""));
    const fetchImage = async (path: string) => {
      const answer = await fetch(app.url + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      return Buffer.from(await answer.arrayBuffer());
    };
    const full = await fetchImage(photoPath(signer, id, Date.now()));
    const small = await fetchImage(photoPath(signer, id, Date.now(), "thumbnail"));
    expect(await sharp(full).metadata()).toMatchObject({ width: 2560, height: 1707 });
    expect(await sharp(small).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(small.length).toBeLessThan(full.length / 4);

    const thumbnailPath = photoPath(signer, id, Date.now(), "thumbnail");
    const altered = thumbnailPath.replace(/sig=./, (s) => (s.endsWith("A") ? "sig=B" : "sig=A"));
    expect((await fetch(app.url + altered)).status).toBe(404);
    expect((await fetch(app.url + photoPath(signer, id, Date.now() - 15 * 86_400_000, "thumbnail"))).status).toBe(404);
    expect((await fetch(app.url + thumbnailPath.replace("size=thumbnail", "size=poster"))).status).toBe(404);
  });
});
