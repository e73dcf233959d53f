import { defineConfig, devices } from "@playwright/test";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_THIRD_PARTIES, E2E_UNSUBSCRIBE_SECRET } from "./tests/e2e/server-env.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Chromium from the system (never a downloaded build), flags that suit a closed network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // No retries, on CI either: a test that fails once has found a race (in the product or in the test), and a retry
  // would hide it. Find the race instead.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    // The production build, served exactly as `npm start` serves it.
    command: "npm start",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      SQLITE_PATH: path.join(tmpdir(), `e2e-${process.pid}-${Date.now()}.sqlite`),
      // Every test's browser posts from 127.0.0.1: one address for the whole suite's forms and bookings.
      RATE_LIMIT_MAX: "500",
      UNSUBSCRIBE_SECRET: E2E_UNSUBSCRIBE_SECRET,
      // Booking tests run side by side: seats enough that only the test filling a slot on purpose fills one.
      BOOKING_CAPACITY: "50",
      // Third parties are faked in the browser with route interception.
      ...E2E_THIRD_PARTIES,
    },
  },
});
