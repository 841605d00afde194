import { spawnSync } from "node:child_process";
import { buildIsCurrent, linkPackages, root } from "./build-fingerprint.mjs";

/**
 * Builds first when the sources changed since the last build (or there is none). With `--start` (what `npm start`
 * runs) the server then starts in this same process (scripts/start.mjs): one Node start fewer.
 */
if (buildIsCurrent()) {
  linkPackages();
  console.log("build: up to date");
} else {
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (process.argv.includes("--start")) await import("./start.mjs");
