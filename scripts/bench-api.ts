/**
 * npm run bench:api — loads the catalogue API on this machine and prints requests/s and latency.
 * Seeds the demo catalogue plus 10,000 villas into a temporary database: PGlite always, and
 * PostgreSQL too when DATABASE_URL is set (a new database on that server, dropped afterwards).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/open.ts";
import { blocks, properties, propertyTypes } from "../server/db/schema.ts";
import { seedDatabase } from "../server/db/seed.ts";

const EXTRA_VILLAS = Number(process.env.BENCH_VILLAS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function seedMany(database: Database) {
  const { db } = database;
  await seedDatabase(db, true);
  const types = await db.select({ id: propertyTypes.id, slug: propertyTypes.slug }).from(propertyTypes);
  const blockIds = (await db.select({ id: blocks.id }).from(blocks)).map((b) => b.id);
  const [template] = await db.select().from(properties).limit(1);
  const started = Date.now();
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < EXTRA_VILLAS; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, EXTRA_VILLAS - offset) }, (_, j) => {
        const i = offset + j;
        const { id: _id, createdAt: _c, ...rest } = template;
        return {
          ...rest,
          propertyTypeId: types[i % types.length].id,
          blockId: i % 9 === 0 ? null : blockIds[i % blockIds.length],
          name: `Bench Villa ${i + 1}`,
          villaNumber: `B-${10000 + i}`,
          price: 400_000 + ((i * 7919) % 4_000_000),
          rating: 3.5 + ((i * 31) % 15) / 10,
          popularity: (i * 131) % 1000,
        };
      });
      await tx.insert(properties).values(rows);
    }
  });
  const sample = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .limit(500);
  console.log(`  seeded ${EXTRA_VILLAS} villas in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sample.map((s) => s.id);
}

async function load(url: string, title: string, paths: string[]) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  });
  const ok = result["2xx"];
  console.log(
    `  ${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s   ${ok} ok, ${result.non2xx + result.errors} failed`,
  );
}

async function bench(kind: string, open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>) {
  console.log(`\n${kind}`);
  const { database, cleanup } = await open();
  try {
    const ids = await seedMany(database);
    const app = await buildApp({ config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-bench-")), NODE_ENV: "production" }), database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const perType = Math.round((EXTRA_VILLAS + 84) / 7);
    await load(base, `getProperties?slug= (all ~${perType} of a type)`, ["/api/property/getProperties?slug=farm-villa", "/api/property/getProperties?slug=tree-houses"]);
    await load(base, "getProperties?slug=&page=&limit=10&sort=", [
      "/api/property/getProperties?slug=farm-villa&page=3&limit=10&sort=price_asc",
      "/api/property/getProperties?slug=cubic-homes&page=1&limit=10&sort=highest_rated&status=Completed",
    ]);
    await load(base, "getPropertyDetails?id= (500 ids in turn)", ids.map((id) => `/api/property/getPropertyDetails?id=${id}`));
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

console.log(`Catalogue API benchmark: ${EXTRA_VILLAS} extra villas, ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
await bench("PGlite (embedded)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "club-bench-db-"));
  return { database: await openDatabase({ dataDir: dir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});
if (process.env.DATABASE_URL) {
  const name = `club_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await bench("PostgreSQL (DATABASE_URL)", async () => {
    await admin.query(`create database "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    return {
      database: await openDatabase({ url: url.toString() }),
      cleanup: async () => void (await admin.query(`drop database if exists "${name}" with (force)`)),
    };
  });
  await admin.end();
} else {
  console.log("\nPostgreSQL: skipped (set DATABASE_URL to include it)");
}
