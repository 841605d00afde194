import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build as bundle } from "esbuild";
import { buildDir, cpuWorkerBundle, linkPackages, root, serverBundle, writeStamp } from "./build-fingerprint.mjs";

/**
 * The production build: artwork, the React Router client and server bundles, pre-compressed assets, the
 * compiled server and the template of its embedded database.
 */
const started = Date.now();
const run = (command, args) => {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(`build: ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
};

console.log("build: drawing the artwork (cached between builds)…");
run(process.execPath, ["--import", "tsx", "scripts/artwork/generate.ts"]);
console.log("build: bundling the site…");
run(process.execPath, [join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"]);

linkPackages();

console.log("build: compiling the server…");
await bundle({
  // the server, and the worker module of its CPU pool (server/cpu-worker.ts: sealing and rendering PDFs in worker
  // threads, decision 027), each one self-contained file beside the other (server/paths.ts finds the worker)
  entryPoints: {
    [basename(serverBundle, ".js")]: join(root, "server", "main.ts"),
    [basename(cpuWorkerBundle, ".js")]: join(root, "server", "cpu-worker.ts"),
  },
  outdir: dirname(serverBundle),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // the pure-JavaScript packages go into the bundle (one file to load instead of ~1,500); left to
  // node_modules: native and WebAssembly packages and those that read files beside their code, and those
  // the site's own bundle (build/server) imports, so each has one copy in the process. date-fns is bundled
  // in both (the few functions used, without state): loaded from node_modules, its ~250 modules took 0.5–3 s of a start
  external: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "sharp",
    "pino",
    "thread-stream",
    // starts its threads from its own worker script beside its code
    "piscina",
    "react",
    "react-dom",
    "react-router",
    "@react-router/*",
    "isbot",
  ],
  // bundled CommonJS packages call require() for Node's own modules
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  sourcemap: true,
  logLevel: "warning",
  // the bundle lives in BUILD_DIR; server/paths.ts finds the project (migrations, artwork) this way from it
  define: { BUNDLE_TO_PROJECT_ROOT: JSON.stringify(`${relative(dirname(serverBundle), root).split(sep).join("/")}/`) },
});
console.log("build: making the database template…");
run(process.execPath, ["--import", "tsx", "scripts/database-template.ts"]);

let compressed = 0;
const assets = join(buildDir, "client");
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|svg|json|txt|xml)$/.test(name)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      compressed++;
    }
  }
};
walk(assets);
writeStamp();
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files pre-compressed)`);
