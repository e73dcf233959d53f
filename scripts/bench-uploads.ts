/**
 * Issue 13's upload benchmark: 20 quotes sent at once, each with one 10 MB photo, to the
 * production server on SQLite. Reports the wall time, each request's time, the server's
 * peak memory (VmHWM) and whether every accepted photo is in the database, re-encoded.
 * Writes the "Uploads" section of docs/benchmarks.md.
 */
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "../server/db/database.ts";
import {
  benchArgs,
  fixed,
  median,
  percentile,
  photoOf,
  quoteForm,
  runBench,
  table,
  tempDir,
  withSite,
} from "./bench-common.ts";

const args = benchArgs({
  clients: { type: "string", default: "20" },
  megabytes: { type: "string", default: "10" },
  port: { type: "string", default: "4310" },
});
const clients = Number(args.clients);
const targetBytes = Number(args.megabytes) * 1024 * 1024;

const photo = await photoOf(targetBytes);
if (photo.length > 15 * 1024 * 1024) throw new Error("the generated photo is over the 15 MB limit");
const database = path.join(tempDir("bench-uploads"), "site.sqlite");
const env = { SQLITE_PATH: database, RATE_LIMIT_MAX: "1000" };
await runBench("bench:uploads", args.note, () =>
  withSite(Number(args.port), env, async (site) => {
    const idleRss = site.peakRssMiB();
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: clients }, async () => {
        const form = quoteForm("bench@example.com", [photo]);
        const t0 = performance.now();
        const res = await fetch(`${site.url}/api/quote`, { method: "POST", body: form });
        const body = (await res.json()) as { id?: string };
        return { status: res.status, ms: performance.now() - t0, id: body.id };
      }),
    );
    const wallMs = performance.now() - started;
    const peak = site.peakRssMiB();
    const accepted = results.filter((r) => r.status === 201);

    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: database });
    const stored = await db.kysely.selectFrom("quote_photos").select(["quote_id", "width", "height"]).execute();
    await db.close();
    const storedFor = new Set(stored.map((s) => s.quote_id));
    const allStored = accepted.every((r) => r.id && storedFor.has(r.id));
    const times = results.map((r) => r.ms);

    const meta = await sharp(photo).metadata();
    const body = [
      `${clients} quotes sent at once, each with one ${fixed(photo.length / 1024 / 1024, 1)} MB JPEG (${meta.width} × ${meta.height} px), ` +
        "to the production server on SQLite; photos are re-encoded one at a time per process (docs/decisions/0009).",
      "",
      table(
        [
          "Accepted",
          "Wall time",
          "Request p50",
          "Request p95",
          "Server peak memory",
          "Server memory before",
          "Every accepted photo stored",
        ],
        [
          [
            `${accepted.length} / ${clients}`,
            `${fixed(wallMs / 1000, 1)} s`,
            `${fixed(median(times) / 1000, 1)} s`,
            `${fixed(percentile(times, 95) / 1000, 1)} s`,
            `${fixed(peak)} MiB`,
            `${fixed(idleRss)} MiB`,
            allStored
              ? `yes (${stored.length} photos, ${stored[0]?.width ?? "?"} × ${stored[0]?.height ?? "?"} px)`
              : "NO",
          ],
        ],
      ),
    ].join("\n");
    console.log(body);
    if (!allStored || accepted.length !== clients) process.exitCode = 1;
    return { Uploads: body };
  }),
);
