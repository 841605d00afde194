import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDirSetting } from "./config.ts";

/**
 * Set only in the compiled server (scripts/build.mjs): the way from the bundle's folder, BUILD_DIR, back to
 * the project's. Run from its sources (tsx, Vitest), this file sits in server/, one folder below.
 */
declare const BUNDLE_TO_PROJECT_ROOT: string | undefined;

export const projectRoot = fileURLToPath(
  new URL(typeof BUNDLE_TO_PROJECT_ROOT === "string" ? BUNDLE_TO_PROJECT_ROOT : "..", import.meta.url),
);
export const buildDir = resolve(projectRoot, buildDirSetting());
/** The rendered artwork (scripts/artwork), kept out of build/ which every site build empties. */
export const mediaDir = join(projectRoot, ".artwork");
/** The SQL migrations, applied at every start. */
export const migrationsFolder = join(projectRoot, "server", "db", "migrations");
/**
 * A migrated, empty embedded database made by the build (scripts/database-template.ts): a first start on an
 * empty DATA_DIR restores it instead of creating a database from nothing.
 */
export const databaseTemplateFile = join(buildDir, "database-template.tar.gz");
/**
 * The CPU pool's worker module (decision 027): in the compiled server, the second bundle beside it
 * (build/cpu-worker.js); run from the sources, server/cpu-worker.ts (Node strips its types in the worker thread).
 */
export const cpuWorkerFile =
  typeof BUNDLE_TO_PROJECT_ROOT === "string"
    ? fileURLToPath(new URL("cpu-worker.js", import.meta.url))
    : join(projectRoot, "server", "cpu-worker.ts");
/**
 * The installed packages, read as files by their path where a package ships data rather than code (the PDFs' fonts
 * from @fontsource, server/platform/pdf-fonts.ts). The compiled server leaves node_modules beside the project too.
 */
export const nodeModulesDir = join(projectRoot, "node_modules");
