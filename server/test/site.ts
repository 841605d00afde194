import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { buildDir, mediaDir } from "../start.ts";
import { productionWeb } from "../web.ts";
import type { TestApp } from "./app.ts";
import { openTestDatabase } from "./database.ts";

export interface TestSite extends TestApp {
  /** `http://127.0.0.1:<port>` of the listening server. */
  url: string;
}

/**
 * The whole product as `npm start` serves it — the production build of the site (`npm test` builds it
 * before the unit tests), the API, files and assets — listening on a free port of 127.0.0.1 for
 * tests that need real sockets (clients that hang up, headers of pages).
 */
export async function openTestSite(env: Record<string, string> = {}): Promise<TestSite> {
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first (npm test does).`);
  }
  const database = await openTestDatabase();
  // nothing is turned away for load unless a test asks (server/platform/load-shedding.test.ts)
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "club-test-site-")),
    NODE_ENV: "production",
    LOAD_MAX_IN_FLIGHT: "0",
    LOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    ...env,
  });
  const app = await buildApp({ config, database, web: await productionWeb(buildDir), buildDir, mediaDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    config,
    database,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
