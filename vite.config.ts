import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./web", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  // the server bundle takes the parts of these it uses: loaded from node_modules as ES modules, their hundreds of
  // files took 0.5–3 s of a start (decision 029)
  ssr: { noExternal: ["date-fns", "drizzle-orm"] },
});
