import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLeadsCli } from "../../server/leads/cli.ts";
import type { RunningServer } from "../../server/main.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

describe.each(DIALECTS)("npm run leads on %s", (dialect) => {
  let env: Record<string, string>;
  let app: RunningServer;
  let quoteId: string;

  beforeAll(async () => {
    env = { ...(await databaseEnv(dialect, pg())), RATE_LIMIT_MAX: "100" };
    app = await startApp(env);
    await post(app.url, "/api/contact", {
      ...validContact,
      user_name: '=HYPERLINK("http://evil")',
      message: 'a, "b"\nc',
    });
    quoteId = (await post(app.url, "/api/quote", validQuote)).body.id as string;
    await post(app.url, "/api/newsletter/subscribe", { email: "+reader@example.com" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli(
      argv,
      env,
      (t) => out.push(t),
      (t) => err.push(t),
    );
    return { code, out: out.join(""), err: err.join("") };
  }

  it("lists every lead newest first as a table", async () => {
    const { code, out } = await cli("list");
    expect(code).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/^type\s+id\s+created_at\s+name\s+email\s+status\s+delivery$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/)[0])).toEqual(["newsletter", "quote", "contact"]);
  });

  it("exports spreadsheet-safe CSV per type", async () => {
    const { code, out } = await cli("export", "--type", "contact", "--format", "csv");
    expect(code).toBe(0);
    const [header, row] = out.split("\r\n");
    expect(header).toBe(
      "id,created_at,user_name,user_email,user_phone,location_address,location_lat,location_lng,message,locale,delivery",
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(out).toContain('"a, ""b""\nc"');
    const news = await cli("export", "--type", "newsletter");
    expect(news.out).toContain("'+reader@example.com");
  });

  it("shows one lead with its deliveries, and filters by date", async () => {
    const shown = await cli("show", quoteId, "--format", "json");
    expect(JSON.parse(shown.out)).toMatchObject({
      type: "quote",
      id: quoteId,
      custom_product_model: "Split-level cellular",
      // The business's notification and the visitor's acknowledgement.
      deliveries: [
        { job: "notify", status: "pending" },
        { job: "received", status: "pending" },
      ],
    });
    expect((await cli("list", "--since", "2999-01-01")).out).toBe("No leads.\n");
    expect(JSON.parse((await cli("export", "--format", "json", "--since", "2000-01-01")).out).quote).toHaveLength(1);
  });

  it("explains wrong usage instead of guessing", async () => {
    expect((await cli("show", "no-such-id")).code).toBe(1);
    for (const args of [[], ["frobnicate"], ["list", "--type", "spam"], ["list", "--since", "yesterday"], ["export"]]) {
      const result = await cli(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.err).toMatch(/Usage: npm run leads/);
    }
  });
});
