import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
export const stampFile = join(buildDir, ".build-stamp");
/** The compiled server (`npm start` runs it through scripts/start.mjs); its database template beside it. */
export const serverBundle = join(buildDir, "server-main.js");
/** The worker module of the server's CPU pool (sealing and rendering PDFs), beside the server's bundle. */
export const cpuWorkerBundle = join(buildDir, "cpu-worker.js");

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
/** Sources that are in no build: the tests and their helpers (server/test/, *.test-support.ts). */
const testHelpers = join("server", "test");

/** Every source file the build is made from, relative to `from`, in a stable order. */
function sourceFiles(from) {
  const found = [];
  const walk = (relativePath) => {
    const path = join(from, relativePath);
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch (error) {
      if (error.code === "ENOTDIR") return found.push(relativePath);
      if (error.code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const name = entry.name;
      const child = join(relativePath, name);
      if (name === "node_modules" || /\.test(-support)?\.tsx?$/.test(name) || child === testHelpers) continue;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  for (const input of inputs) walk(input);
  return found;
}

/** What the sources hold: a hash of every file's path and bytes (reads them all). */
export function sourceFingerprint(from = root) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(from)) {
    hash.update(file);
    hash.update(readFileSync(join(from, file)));
  }
  return hash.digest("hex");
}

/** How the sources look on disk: a hash of every file's path, size and modification time (reads none of them). */
function sourceStats(from) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(from)) {
    const { size, mtimeMs } = statSync(join(from, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Records what the build in `into` was made from (the last step of a build). */
export function writeStamp(from = root, into = buildDir) {
  writeFileSync(
    join(into, ".build-stamp"),
    JSON.stringify({ content: sourceFingerprint(from), stats: sourceStats(from) }) + "\n",
  );
}

function readStamp(into) {
  try {
    const stamp = JSON.parse(readFileSync(join(into, ".build-stamp"), "utf8"));
    return typeof stamp?.content === "string" && typeof stamp?.stats === "string" ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the build in `into` was made from the sources as they are. Cheap when nothing was touched: the sources'
 * sizes and modification times are compared with the stamp's, without reading a file. When they differ (an edit, a
 * checkout, a copy), the files' bytes decide; unchanged bytes refresh the stamp, so the next check is cheap again.
 */
export function buildIsCurrent(from = root, into = buildDir) {
  const made = [
    join(into, ".build-stamp"),
    join(into, "server", "index.js"),
    join(into, "server-main.js"),
    join(into, "cpu-worker.js"),
    join(into, "database-template.tar.gz"),
  ];
  if (!made.every((file) => existsSync(file))) return false;
  if (!existsSync(join(from, ".artwork", "v1", "manifest.json"))) return false;
  const stamp = readStamp(into);
  if (!stamp) return false;
  const stats = sourceStats(from);
  if (stats === stamp.stats) return true;
  if (sourceFingerprint(from) !== stamp.content) return false;
  writeFileSync(join(into, ".build-stamp"), JSON.stringify({ content: stamp.content, stats }) + "\n");
  return true;
}

/** A build folder outside the project (BUILD_DIR) finds its packages through a link to ours. */
export function linkPackages() {
  if (!relative(root, buildDir).startsWith("..")) return;
  mkdirSync(buildDir, { recursive: true });
  if (!existsSync(join(buildDir, "node_modules")))
    symlinkSync(join(root, "node_modules"), join(buildDir, "node_modules"), "dir");
}
