import { spawnSync } from "node:child_process";
import { buildIsCurrent, linkPackages, root } from "./build-fingerprint.mjs";

/** `npm start` builds first when the sources changed since the last build (or there is none). */
if (buildIsCurrent()) {
  linkPackages();
  console.log("build: up to date");
} else {
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
