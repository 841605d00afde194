import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's DATA_DIR, known to the tests so they can read the mail outbox. */
export const e2eDataDir = join(tmpdir(), `club-e2e-data-${port}`);
process.env.E2E_DATA_DIR = e2eDataDir;

/**
 * The journey that runs again against PostgreSQL (DATABASE_URL set): money paid online and nights taken from a year's
 * ledger, through the production server started on PostgreSQL. Every other write (agreements sealed, receipts
 * verified, the application, stays) is the server's Vitest files' on PostgreSQL (CI's time: the whole run stays
 * under 45 minutes).
 */
const POSTGRES_JOURNEYS = ["full-membership"];

/** Browser journeys in Debian's Chromium against the production build (never a downloaded browser). */
export default defineConfig({
  testDir: "e2e",
  // Against PostgreSQL (CI's second pass, where the server's Vitest files run on PostgreSQL too) one journey runs
  // through the production server on PostgreSQL: Full Membership paid online and its nights. The embedded pass runs
  // them all.
  testMatch: process.env.DATABASE_URL ? POSTGRES_JOURNEYS.map((name) => `**/${name}.spec.ts`) : undefined,
  fullyParallel: false,
  // two browsers against one server: the journeys make their own members and villas, so files run side by side
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // a hang guard, not a speed test: CI's machine may run the same steps two or three times slower than a quiet one
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records the screen all along (a screencast the browser encodes): on CI only a retry records one, so a
    // passing run pays nothing for it; here a failure keeps its trace
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // @mobile: a journey run at desktop size and again on a 360 px phone; @phone: a journey about the phone's
    // layout alone, run on the phone only
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    {
      name: "mobile-360",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@mobile|@phone/,
    },
  ],
  webServer: {
    command: "node --import tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_DATA_DIR: e2eDataDir },
  },
});
