import { defineConfig } from "vitest/config";

// Its own config, so Vitest does not load the React Router plugin (STACK.md).
export default defineConfig({
  test: {
    include: ["{server,common,web,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // the files of a worker share its modules: the server's graph is loaded once a worker, not once a file (a third
    // of the run's time when each file had a process of its own); what a file leaves open is closed after it
    isolate: false,
    setupFiles: ["server/test/after-each-file.ts"],
    // hang guards, not speed tests: CI's machine may run two or three times slower than a quiet one
    testTimeout: process.env.CI ? 60_000 : 30_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
  },
});
