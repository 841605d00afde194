import { embeddedArtifacts } from "./embedded-artifacts.ts";

/**
 * Imported first by the production entry (server/main.ts), for its side effect: when the embedded database
 * will be used (no DATABASE_URL), its WebAssembly starts compiling on other cores while the rest of the
 * server's modules load.
 */
if (!process.env.DATABASE_URL) void embeddedArtifacts();
