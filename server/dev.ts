import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { mediaDir, projectRoot, runAsProcess, start } from "./start.ts";
import { developmentWeb } from "./web.ts";
import { generateArtwork } from "../scripts/artwork/generate.ts";

/** Development entry (`npm run dev`): Vite in middleware mode on the same port, hot reload. */
process.env.NODE_ENV ??= "development";
await generateArtwork({ outDir: mediaDir, log: (line) => console.log(line) });
await runAsProcess(() =>
  start({
    makeWeb: async () => {
      const { createServer } = await import("vite");
      let vite: Awaited<ReturnType<typeof createServer>> | undefined;
      const web = developmentWeb(
        () => vite!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      );
      return {
        web,
        attach: async (app) => {
          vite = await createServer({
            root: projectRoot,
            server: { middlewareMode: true, hmr: { server: app.server } },
            appType: "custom",
          });
          await app.register(middie);
          app.use(vite.middlewares);
          app.addHook("onClose", () => vite!.close());
        },
      };
    },
  }),
);
