import module from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir, serverBundle } from "./build-fingerprint.mjs";

/**
 * The compiled server, in production (`npm start` runs it after its build check, in the same process:
 * scripts/ensure-built.mjs --start). NODE_ENV has to be in process.env before anything loads React or React Router,
 * which otherwise pick their development builds (half the throughput); the server's own config default comes too late
 * for them.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
// V8's compiled code of the bundle and the packages it loads, kept beside the build from the first start on: later
// starts skip compiling them (decision 029)
module.enableCompileCache?.(join(buildDir, ".compile-cache"));
await import(pathToFileURL(serverBundle).href);
