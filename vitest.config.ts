import { defineConfig } from "vitest/config";

// Its own config, so Vitest does not load the React Router plugin (STACK.md).
export default defineConfig({
  test: {
    include: ["{server,common,web,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
