import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { raw } from "../raw-http.ts";
import { edgeFixtureBuild } from "./edge-fixture.ts";
import { readyLine, validContact } from "./harness.ts";
import { freePort } from "./postgres.ts";

/** Refuses to resolve Vite: the production server must start and serve without it. */
const NO_VITE = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from "node:module";
registerHooks({ resolve(specifier, context, next) {
  if (specifier === "vite" || specifier.startsWith("vite/")) throw new Error("Vite loaded by the production server");
  return next(specifier, context);
} });`)}`;

type Run = { stdout: string; stderr: string; code: number | null };

function runServer(env: Record<string, string>, drive: (base: string) => Promise<void>): Promise<Run> {
  const child = spawn(process.execPath, ["--import", NO_VITE, "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise<Run>((resolve, reject) => {
    const poll = setInterval(() => {
      const ready = readyLine(stdout);
      if (!ready) return;
      clearInterval(poll);
      drive(ready.url)
        .then(() => child.kill("SIGTERM"))
        .catch((error: unknown) => {
          child.kill("SIGKILL");
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    }, 20);
    void exited.then((code) => {
      clearInterval(poll);
      resolve({ stdout, stderr, code });
    });
  });
}

function lines(text: string): string[] {
  return text.split("\n").filter((line) => line !== "");
}

it(
  "writes every log line as JSON, through start-up, errors of every kind and shutdown",
  { timeout: 60_000 },
  async () => {
    const env = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      BUILD_DIR: edgeFixtureBuild(),
      SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "logs-")), "site.sqlite"),
      LOG_LEVEL: "debug",
      RATE_LIMIT_MAX: "1",
    };
    const run = await runServer(env, async (base) => {
      const json = { "content-type": "application/json" };
      expect((await raw(base, "/")).status).toBe(200);
      expect((await raw(base, "/", { method: "TRACE" })).status).toBe(501);
      expect((await raw(base, "//evil.example/")).status).toBe(404);
      expect((await raw(base, "/boom", { method: "POST", chunks: [Buffer.from("a=1")] })).status).toBe(500);
      const big = { method: "POST", headers: json, chunks: [Buffer.alloc(20_000, 32)] };
      expect((await raw(base, "/contact", big)).status).toBe(413);
      expect((await raw(base, "/api/contact", big)).status).toBe(413);
      const broken = { method: "POST", headers: json, chunks: [Buffer.from("{")] };
      expect((await raw(base, "/api/contact", broken)).status).toBe(400);
      const lead = { method: "POST", headers: json, chunks: [Buffer.from(JSON.stringify(validContact))] };
      expect((await raw(base, "/api/contact", lead)).status).toBe(201);
      expect((await raw(base, "/api/contact", lead)).status).toBe(429);
    });
    expect(run.code).toBe(0);
    const all = [...lines(run.stdout), ...lines(run.stderr)];
    for (const line of all) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = all.map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages.some((m) => m.startsWith("Site ready at http://127.0.0.1:"))).toBe(true);
    // The route action's failure reached the log (as JSON), as did the shutdown.
    expect(messages.join("\n")).toContain("a route action failed");
    expect(messages).toContain("shutting down");
  },
);

it("refuses to start on a bad setting with a JSON line that names it", { timeout: 30_000 }, async () => {
  const run = await runServer(
    { HOST: "127.0.0.1", PORT: String(await freePort()), BUILD_DIR: edgeFixtureBuild(), TRUST_PROXY: "yes" },
    async () => {},
  );
  expect(run.code).toBe(1);
  const all = [...lines(run.stdout), ...lines(run.stderr)];
  expect(all.length).toBeGreaterThan(0);
  for (const line of all) expect(() => JSON.parse(line), line).not.toThrow();
  expect(run.stderr).toContain("TRUST_PROXY");
});
