import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimate } from "../../app/features/quote/estimate.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { databaseEnv, DIALECTS, post, startApp, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const choice = {
  product_type: "shades",
  product_model: "Roller Shades",
  preferred_material: "Linen",
  installation_required: "yes",
} as const;
const windows = [
  { width_in: 36.375, height_in: 48, quantity: 2, mount: "inside" as const },
  { width_in: 60, height_in: 72, quantity: 1, mount: "outside" as const },
];

describe.each(DIALECTS)("quote windows and the estimate on %s (issue 13)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  beforeAll(async () => {
    const env: Record<string, string> = { ...(await databaseEnv(dialect, pg())), RATE_LIMIT_MAX: "100" };
    app = await startApp(env);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("POST /api/estimate answers the contract's range, the same figure the browser computes", async () => {
    const res = await post(app.url, "/api/estimate", { ...choice, windows });
    expect(res.status).toBe(200);
    const browser = estimate({ ...choice, windows });
    if (!browser.ok) throw new Error("the browser's estimate failed");
    expect(res.body).toEqual({
      currency: "USD",
      low: browser.estimate.low,
      high: browser.estimate.high,
      lines: browser.estimate.lines,
    });
    expect(res.body.lines).toHaveLength(2);
    expect(res.body.low).toBeLessThan(res.body.high as number);
  });

  it("POST /api/estimate refuses bad input with 400 and a message per field, and anything but JSON with 415", async () => {
    const bad = await post(app.url, "/api/estimate", {
      ...choice,
      windows: [
        { width_in: 200, height_in: 48, quantity: 1, mount: "inside" },
        { width_in: "0x20", height_in: 48, quantity: 0, mount: "sideways" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      error: "invalid",
      fields: {
        "windows.1.width_in": "Please enter the width in inches, e.g. 36 3/8",
        "windows.1.quantity": "How many: at least 1",
        "windows.1.mount": "Please choose inside or outside mount",
      },
    });
    const foreignModel = await post(app.url, "/api/estimate", {
      ...choice,
      product_model: "Standard Mini Blinds",
      windows,
    });
    expect(foreignModel.body.fields).toEqual({ product_model: "Please choose a model from the list" });
    const tooWide = await post(app.url, "/api/estimate", { ...choice, windows: [{ ...windows[0], width_in: 200 }] });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.fields).toEqual({ "windows.0.width_in": "Width must be between 12 and 120 inches for Shades" });
    const none = await post(app.url, "/api/estimate", { ...choice, windows: [] });
    expect(none.body.fields).toEqual({ windows: "Please list at least one window" });
    const form = await post(app.url, "/api/estimate", new URLSearchParams({ product_type: "shades" }));
    expect(form.status).toBe(415);
  });

  it("a quote with windows: quantity is their total, window_dimensions their summary, the server's estimate stored and answered", async () => {
    const res = await post(app.url, "/api/quote", {
      ...validQuote,
      ...choice,
      quantity: "",
      window_dimensions: "bay window on the left",
      windows: windows.map((w, i) => ({ ...w, room: i === 0 ? "Living Room" : "Office" })),
      // The browser's figure is never read.
      estimate: { low: 1, high: 2, currency: "USD" },
    });
    expect(res.status).toBe(201);
    const expected = estimate({ ...choice, windows });
    if (!expected.ok) throw new Error("estimate failed");
    expect(res.body.estimate).toEqual({ low: expected.estimate.low, high: expected.estimate.high, currency: "USD" });
    const row = await db.kysely
      .selectFrom("quote_requests")
      .selectAll()
      .where("id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      quantity: 3,
      window_dimensions:
        "Living Room: 36 3/8 × 48 in, inside mount, ×2; Office: 60 × 72 in, outside mount | bay window on the left",
      estimate_low: expected.estimate.low,
      estimate_high: expected.estimate.high,
    });
    expect(JSON.parse(row.windows)).toHaveLength(2);
    const job = await db.kysely
      .selectFrom("outbox")
      .select("payload")
      .where("lead_id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload).lead.estimate).toMatchObject({ low: expected.estimate.low });
  });

  it("takes the windows of a form post as repeated fields in order, leaving out empty rows", async () => {
    const form = new URLSearchParams({ ...validQuote, ...choice, quantity: "" });
    for (const [room, width, height, mount, quantity] of [
      ["Bedroom", "30 1/2", "40", "inside", "1"],
      ["Other", "", "", "inside", "1"],
      ["Kitchen", "24", "36 1/8", "outside", "3"],
    ]) {
      form.append("window_room", room!);
      form.append("window_width_in", width!);
      form.append("window_height_in", height!);
      form.append("window_mount", mount!);
      form.append("window_quantity", quantity!);
    }
    const res = await post(app.url, "/api/quote", form);
    expect(res.status).toBe(201);
    const row = await db.kysely
      .selectFrom("quote_requests")
      .select(["quantity", "window_dimensions", "windows"])
      .where("id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(4);
    expect(row.window_dimensions).toBe(
      // What was typed in the spec's dimensions field stays, after the summary.
      "Bedroom: 30 1/2 × 40 in, inside mount; Kitchen: 24 × 36 1/8 in, outside mount, ×3 | 36 x 48 in",
    );
    expect(JSON.parse(row.windows)).toEqual([
      { room: "Bedroom", width_in: 30.5, height_in: 40, quantity: 1, mount: "inside" },
      { room: "Kitchen", width_in: 24, height_in: 36.125, quantity: 3, mount: "outside" },
    ]);
  });

  it("a quote with no windows is accepted exactly as before, without an estimate", async () => {
    const res = await post(app.url, "/api/quote", validQuote);
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("estimate");
    const row = await db.kysely
      .selectFrom("quote_requests")
      .select(["quantity", "window_dimensions", "windows", "estimate_low"])
      .where("id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ quantity: 4, window_dimensions: "36 x 48 in", windows: "[]", estimate_low: null });
  });
});
