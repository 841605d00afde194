import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
export const stampFile = join(buildDir, ".build-stamp");
/** The compiled server (`npm start` runs it through scripts/start.mjs); its database template beside it. */
export const serverBundle = join(buildDir, "server-main.js");
/** The worker module of the server's CPU pool (sealing and rendering PDFs), beside the server's bundle. */
export const cpuWorkerBundle = join(buildDir, "cpu-worker.js");
const databaseTemplate = join(buildDir, "database-template.tar.gz");

/** What the build is made from: when none of it changed, the build is current. */
const inputs = [
  "web",
  "common",
  "server",
  "public",
  "scripts/artwork",
  "scripts/build.mjs",
  "scripts/database-template.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
/** Sources that are in no build: the tests and their helpers. */
const testHelpers = join(root, "server", "test");

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx") || join(path, name) === testHelpers) continue;
      yield* files(join(path, name));
    }
  } else yield path;
}

export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  if (![stampFile, join(buildDir, "server", "index.js"), serverBundle, cpuWorkerBundle, databaseTemplate].every((file) => existsSync(file))) return false;
  if (!existsSync(join(root, ".artwork", "v1", "manifest.json"))) return false;
  return readFileSync(stampFile, "utf8").trim() === sourceFingerprint();
}

/** A build folder outside the project (BUILD_DIR) finds its packages through a link to ours. */
export function linkPackages() {
  if (!relative(root, buildDir).startsWith("..")) return;
  mkdirSync(buildDir, { recursive: true });
  if (!existsSync(join(buildDir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(buildDir, "node_modules"), "dir");
}
