import { afterAll } from "vitest";
import { closeLeftoverApps } from "./app.ts";

/*
 * Test files share their worker's modules (vitest.config.ts: isolate off), so what one file leaves running runs on
 * into the next: the test apps it did not close are closed after it.
 */
afterAll(closeLeftoverApps);
