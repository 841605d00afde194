import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
export const stampFile = join(buildDir, ".build-stamp");

/** What the build is made from: when none of it changed, the build is current. */
const inputs = ["web", "common", "public", "scripts/artwork", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
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
  if (!existsSync(stampFile) || !existsSync(join(buildDir, "server", "index.js"))) return false;
  if (!existsSync(join(root, ".artwork", "v1", "manifest.json"))) return false;
  return readFileSync(stampFile, "utf8").trim() === sourceFingerprint();
}

/** A build folder outside the project (BUILD_DIR) finds its packages through a link to ours. */
export function linkPackages() {
  if (!relative(root, buildDir).startsWith("..")) return;
  mkdirSync(buildDir, { recursive: true });
  if (!existsSync(join(buildDir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(buildDir, "node_modules"), "dir");
}
