import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/**
 * The modules every page runs: the static imports of the client entry and the root route, and theirs (decision 061).
 * Worked out at the end of the client build's module pass, before its chunks are made.
 */
const shellModules = new Set<string>();
/** The client entry and the root route, as the build names them (a route module carries a query). */
const isShellEntry = (id: string) => /[\\/]entry\.client\.tsx$|[\\/]web[\\/]root\.tsx(\?|$)/.test(id);
const shell: Plugin = {
  name: "club-shell-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    shellModules.clear();
    const queue = [...this.getModuleIds()].filter(isShellEntry);
    while (queue.length > 0) {
      for (const imported of this.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (shellModules.has(imported) || isShellEntry(imported)) continue;
        shellModules.add(imported);
        queue.push(imported);
      }
    }
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./web", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page loaded 31 scripts, 20 of them under 1.2 KB: each paid its own request and headers (decision 061).
            // What every page runs goes in one chunk; the routes and what they load when needed split as Rolldown decides.
            codeSplitting: {
              groups: [
                {
                  name: (id) => (shellModules.has(id) ? "shell" : null),
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  // the server bundle takes the parts of these it uses: loaded from node_modules as ES modules, their hundreds of
  // files took 0.5–3 s of a start (decision 029)
  ssr: { noExternal: ["date-fns", "drizzle-orm"] },
});
