import { setTimeout as sleep } from "node:timers/promises";
import { runAsProcess, start } from "../start.ts";

/**
 * The real process contract (`runAsProcess`: signals, shutdown) around the real app, with a site
 * whose every page takes 400 ms, so that requests are reliably in flight when a signal arrives.
 * Used by server/platform/shutdown.test.ts.
 */
await runAsProcess(() =>
  start({
    makeWeb: async () => ({
      web: async (request, reply) => {
        await sleep(400);
        return reply.type("text/plain").send(`slow page ${request.url}`);
      },
    }),
  }),
);
