import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_THIRD_PARTIES } from "./server-env";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * The suite's build served by a server of the spec's own, with settings the shared
 * one cannot take (a rate limit of one post; a fuzz that must not spend the shared
 * server's rate-limit budget). Its own database, on a free port.
 */
export async function startOwnServer(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      LOG_LEVEL: "error",
      SQLITE_PATH: path.join(tmpdir(), `e2e-own-${process.pid}-${port}.sqlite`),
      ...E2E_THIRD_PARTIES,
      ...env,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
  return { url, stop: () => void child.kill() };
}
