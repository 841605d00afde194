import { setTimeout as sleep } from "node:timers/promises";
import { runAsProcess, start } from "../start.ts";

/**
 * The real process contract (`runAsProcess`: signals, shutdown) around the real app, with a site
 * whose every page takes 400 ms, so that requests are reliably in flight when a signal arrives.
 * `/block` answers at once, then holds the event loop for 1 s: what clients send meanwhile waits unread,
 * queued on the listener and on kept-alive connections, as on a busy server.
 * Used by server/platform/shutdown.test.ts.
 */
await runAsProcess(() =>
  start({
    makeWeb: async () => ({
      web: async (request, reply) => {
        if (request.url === "/block") {
          reply.hijack();
          reply.raw.writeHead(200, { "content-type": "text/plain", connection: "close" });
          reply.raw.end("blocking");
          const until = Date.now() + 1000;
          while (Date.now() < until) {
            // the event loop is held: nothing is read or accepted
          }
          return reply;
        }
        await sleep(400);
        return reply.type("text/plain").send(`slow page ${request.url}`);
      },
    }),
  }),
);
