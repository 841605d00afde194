import { pathToFileURL } from "node:url";
import { serverBundle } from "./build-fingerprint.mjs";

/**
 * `npm start` (after scripts/ensure-built.mjs): the compiled server, in production. NODE_ENV has to be in
 * process.env before anything loads React or React Router, which otherwise pick their development builds
 * (half the throughput); the server's own config default comes too late for them.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
await import(pathToFileURL(serverBundle).href);
