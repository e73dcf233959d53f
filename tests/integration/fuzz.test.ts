import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { QUOTE_FIELDS } from "../../app/features/quote/options.ts";
import type { RunningServer } from "../../server/main.ts";
import { databaseEnv, DIALECTS, startApp, validContact, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const ENDPOINTS = [
  { path: "/api/contact", valid: validContact },
  { path: "/api/quote", valid: validQuote },
  { path: "/api/newsletter/subscribe", valid: { email: "fuzz@example.com" } },
] as const;

const FIELDS = [...new Set([...Object.keys(validContact), ...Object.keys(validQuote), "email", "website", "to_email"])];

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE contact_messages; --",
    "1 OR 1=1",
    "Jane\r\nBcc: victim@example.com",
    "jane@example.com\r\nBcc: victim@example.com",
    "x\nSubject: hi",
    "__proto__",
    "constructor",
    "%0d%0aBcc:x@y.z",
    '=HYPERLINK("http://evil")',
    "\u0000\u0007\u001b[31m",
    "\u202e\u2028\u2029",
    "😀".repeat(3000),
  ),
  fc.nat(30_000).map((n) => "a".repeat(n)),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostile },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  fc.constantFrom("__proto__", "constructor", "prototype", "__defineGetter__"),
  fc.string({ maxLength: 30 }),
);

/** A body as [key, value] pairs: keys like __proto__ survive as data, never as object magic. */
const entries = fc.array(fc.tuple(key, value), { maxLength: 12 });

type Shape = "json" | "form" | "raw";
const request = fc.record({
  endpoint: fc.constantFrom(...ENDPOINTS),
  // Half the bodies start from a valid submission, so hostile values also reach storage.
  base: fc.boolean(),
  entries,
  shape: fc.constantFrom<Shape>("json", "json", "form", "raw"),
  raw: fc.oneof(fc.string({ unit: "binary", maxLength: 500 }), fc.constantFrom("{", "[]", "null", "1e999", '{"a":')),
  type: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "application/json; charset=utf-8"),
});

type Request = typeof request extends fc.Arbitrary<infer T> ? T : never;

function encode(r: Request): { body: string; type: string } {
  const pairs: [string, unknown][] = [...(r.base ? Object.entries(r.endpoint.valid) : []), ...r.entries];
  if (r.shape === "raw") return { body: r.raw, type: r.type };
  if (r.shape === "form") {
    const form = new URLSearchParams();
    for (const [k, v] of pairs) form.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
    return { body: form.toString(), type: "application/x-www-form-urlencoded" };
  }
  const json = `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`;
  return { body: json, type: "application/json" };
}

const EXAMPLE = { base: true, shape: "json", raw: "", type: "application/json" } as const;

/** Stored text fields that can reach a mail header: all but the message (may keep its line breaks) and the quantity (a number). */
const HEADER_BOUND = {
  contact_messages: ["user_name", "user_email", "user_phone", "location_address"],
  quote_requests: QUOTE_FIELDS.filter((field) => field !== "quantity" && field !== "message"),
  newsletter_subscribers: ["email"],
} as const;

describe.each(DIALECTS)("hostile input on %s", (dialect) => {
  let app: RunningServer;
  let db: Db;
  beforeAll(async () => {
    const env = await databaseEnv(dialect, pg());
    app = await startApp({ ...env, RATE_LIMIT_MAX: "100000" });
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("answers every body with 2xx or 4xx, never 500, and stays up", { timeout: 60_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const { body, type } = encode(r);
        const res = await fetch(app.url + r.endpoint.path, { method: "POST", headers: { "Content-Type": type }, body });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect([201, 400, 413]).toContain(res.status);
      }),
      {
        numRuns: 250,
        examples: [
          [{ ...EXAMPLE, endpoint: ENDPOINTS[0], entries: [["user_name", "Nul\u0000Byte\r\nBcc: x@y.z"]] }],
          [{ ...EXAMPLE, endpoint: ENDPOINTS[1], entries: [["__proto__", { polluted: 1 }]] }],
        ] as [Request][],
      },
    );
    // Both outcomes were exercised, not only rejections.
    expect(statuses.get(201)).toBeGreaterThan(10);
    expect(statuses.get(400)).toBeGreaterThan(10);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");
    expect(({} as Record<string, unknown>).user_name).toBeUndefined();
  });

  it("never stores a line break in a value that can reach a mail header", async () => {
    for (const [table, columns] of Object.entries(HEADER_BOUND)) {
      const rows = await db.kysely
        .selectFrom(table as keyof typeof HEADER_BOUND)
        .selectAll()
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows as Record<string, unknown>[]) {
        for (const column of columns) expect(String(row[column])).not.toMatch(/[\r\n]/);
      }
    }
  });
});
