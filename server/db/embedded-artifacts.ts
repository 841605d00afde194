import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * What PGlite loads before it can open a database: its two WebAssembly modules (PostgreSQL and initdb)
 * and its file bundle. Left to PGlite, initdb's module is compiled without being awaited and its last
 * step blocks the event loop for 0.1–0.3 s after the database has opened; compiled here, once per process
 * and before PGlite asks, both compile on V8's background threads (and a test process opening many
 * in-memory databases compiles them once).
 */
export interface EmbeddedArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<EmbeddedArtifacts | undefined> | undefined;

/** The compiled modules and the file bundle; undefined if they cannot be read (PGlite then loads its own). */
export function embeddedArtifacts(): Promise<EmbeddedArtifacts | undefined> {
  artifacts ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFile(require.resolve(`@electric-sql/pglite/${name}`));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      file("pglite.wasm").then((bytes) => WebAssembly.compile(bytes)),
      file("initdb.wasm").then((bytes) => WebAssembly.compile(bytes)),
      file("pglite.data").then((bytes) => new Blob([bytes])),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })().catch(() => undefined);
  return artifacts;
}
