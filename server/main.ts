// first: the embedded database's WebAssembly compiles while the rest loads
import "./db/warm-embedded.ts";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildDir, runAsProcess, start } from "./start.ts";
import { productionWeb } from "./web.ts";

/** Production entry: serves the built site (`npm run build`, done by `npm start` when needed). */
await runAsProcess(() =>
  start({
    makeWeb: async () => {
      if (!existsSync(join(buildDir, "server", "index.js"))) {
        throw new Error("The site is not built: run `npm run build` (or `npm start`, which builds when needed).");
      }
      return { web: await productionWeb(buildDir) };
    },
  }),
);
