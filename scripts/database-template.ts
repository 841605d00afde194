import { writeFileSync } from "node:fs";
import { openDatabase } from "../server/db/open.ts";
import { databaseTemplateFile } from "../server/paths.ts";

/**
 * Build step (scripts/build.mjs): a migrated, empty embedded database, dumped into the build. A first start on
 * an empty DATA_DIR restores it instead of creating a database from nothing (initdb), then migrates (nothing
 * left to do, or the migrations newer than the dump) and seeds as on any first start.
 */
const database = await openDatabase({ memory: true });
const dump = await database.pglite!.dumpDataDir("gzip");
await database.close();
writeFileSync(databaseTemplateFile, Buffer.from(await dump.arrayBuffer()));
