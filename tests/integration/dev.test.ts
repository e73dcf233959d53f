import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { readyLine, validContact } from "./harness.ts";
import { freePort } from "./postgres.ts";

const stops: (() => void)[] = [];
afterAll(() => stops.forEach((stop) => stop()));

/** `npm run dev` as a developer starts it, on a free port and a database of its own. */
async function startDev(env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", "dev"], {
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npm, the shell and the server stop together.
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
  };
  stops.push(stop);
  const ready = await new Promise<{ url: string }>((resolve, reject) => {
    const poll = setInterval(() => {
      const line = readyLine(output);
      if (line) {
        clearInterval(poll);
        resolve(line);
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(poll);
      reject(new Error(`npm run dev exited with ${code}:\n${output}`));
    });
  });
  return { url: ready.url, output: () => output, stop };
}

it(
  "npm run dev serves the pages through Vite with the same API, forms and lead store as production",
  { timeout: 180_000 },
  async () => {
    const sqlitePath = path.join(mkdtempSync(path.join(tmpdir(), "dev-")), "site.sqlite");
    const dev = await startDev({ PORT: String(await freePort()), SQLITE_PATH: sqlitePath, LOG_LEVEL: "info" });

    const page = await fetch(`${dev.url}/contact`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form[^>]+contact-form[^>]+action="\/contact" method="post"/);
    // The form's island straight from the sources, compiled by Vite on request (the build has hashed assets).
    const island = /data-island-src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(island).toMatch(/^\/app\/islands\/contact\.tsx\?/);
    const script = await fetch(new URL(island!, dev.url));
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(await script.text()).toContain("contact");

    const native = await fetch(`${dev.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...validContact, user_name: "Native Dev" }),
    });
    expect(native.status).toBe(200);
    expect(await native.text()).toContain("sent successfully");

    const api = await fetch(`${dev.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact, user_name: "Api Dev" }),
    });
    expect(api.status).toBe(201);

    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: sqlitePath });
    try {
      const names = await db.kysely.selectFrom("contact_messages").select("user_name").execute();
      expect(names.map((row) => row.user_name).sort()).toEqual(["Api Dev", "Native Dev"]);
    } finally {
      await db.close();
    }

    dev.stop();
    await expect.poll(() => dev.output(), { timeout: 10_000 }).toContain('"message":"shutting down"');
    for (const line of dev.output().split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
  },
);
