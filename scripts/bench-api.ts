/**
 * npm run bench:api — loads the catalogue API on this machine and prints requests/s and latency beside
 * the bare SQL it runs. Seeds the demo catalogue, 10,000 villas spread over the four locations and
 * 30,000 stays into a temporary database: PGlite always, and PostgreSQL too when DATABASE_URL is set
 * (a new database on that server, dropped afterwards). The app runs in a process of its own
 * (scripts/bench-api-server.ts), whose RSS is printed idle and after the load.
 *
 * On PostgreSQL each endpoint's SQL is captured (the queries the app sends to pg for each path) and
 * replayed through a pg.Pool with the same concurrency: one "request" is the endpoint's queries, in
 * sequence where the endpoint awaits them one by one, together where it runs them in parallel.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { DESTINATIONS } from "../common/catalogue.ts";
import { openDatabase, type DatabaseTarget } from "../server/db/open.ts";
import { blocks, properties, propertyTypes, users } from "../server/db/schema.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { loadApp as load, replay as replayBare, ServerProcess, type Figures } from "./support/bench-load.ts";

const EXTRA_VILLAS = Number(process.env.BENCH_VILLAS ?? 10_000);
const STAYS = Number(process.env.BENCH_STAYS ?? 30_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of load before each measurement, not counted (JIT, caches, pool connections). */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 2);
/** The days over which the stays are spread, from today. */
const STAY_DAYS = 180;

/** The demo catalogue plus EXTRA_VILLAS villas over the four locations and STAYS stays; 500 villa ids. */
async function seedMany(target: DatabaseTarget): Promise<string[]> {
  const database = await openDatabase(target);
  const { db } = database;
  try {
    await seedDatabase(db, true);
    const types = await db.select({ id: propertyTypes.id }).from(propertyTypes);
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
            location: DESTINATIONS[i % DESTINATIONS.length],
            price: 400_000 + ((i * 7919) % 4_000_000),
            pricePerNight: 3000 + ((i * 7919) % 12_000),
            rating: 3.5 + ((i * 31) % 15) / 10,
            reviews: (i * 17) % 200,
            popularity: (i * 131) % 1000,
          };
        });
        await tx.insert(properties).values(rows);
      }
      // the stays: villa after villa, each 1–7 nights within STAY_DAYS from today, one in ten cancelled
      const [guest] = await tx
        .insert(users)
        .values({ name: "Bench Guest", email: "bench-guest@example.org", passwordHash: "-" })
        .returning({ id: users.id });
      await tx.execute(sql`
        insert into bookings (reference, user_id, property_id, check_in, check_out, status, nights)
        select 'BENCH-' || g, ${guest.id}, v.id,
          to_char(current_date + (g * 37) % ${STAY_DAYS}, 'YYYY-MM-DD'),
          to_char(current_date + (g * 37) % ${STAY_DAYS} + 1 + g % 7, 'YYYY-MM-DD'),
          case when g % 10 = 0 then 'cancelled' else 'confirmed' end,
          1 + g % 7
        from generate_series(0, ${STAYS - 1}) g
        join (select id, row_number() over (order by id) - 1 as n from properties) v
          on v.n = g % (select count(*) from properties)`);
    });
    // what autovacuum does to a database that has lived a while: statistics, and the visibility map that
    // lets a query read an index alone
    await db.execute(sql`vacuum analyze`);
    const sample = await db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
      .limit(500);
    console.log(
      `  seeded ${EXTRA_VILLAS} villas and ${STAYS} stays in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return sample.map((s) => s.id);
  } finally {
    await database.close();
  }
}

const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;
const perSecond = (f: Figures) => `${f.perSecond.toFixed(0).padStart(6)} req/s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const loadApp = (base: string, paths: string[], seconds: number) =>
  load(base, paths, { seconds, connections: CONNECTIONS });
const replay = (pool: pg.Pool, requests: Parameters<typeof replayBare>[1], seconds: number) =>
  replayBare(pool, requests, seconds, CONNECTIONS);

/** One endpoint: the app under load, then (PostgreSQL) its SQL bare; `goal` marks the reads held to p99 ≤ 1.5 × bare. */
async function measure(server: ServerProcess, pool: pg.Pool | null, title: string, paths: string[], goal = true) {
  const captured = pool ? await server.capture(paths) : null;
  await loadApp(server.base, paths, WARM_UP);
  const app = await loadApp(server.base, paths, DURATION);
  const failures = app.failed > 0 ? `   ${app.failed} FAILED` : "";
  console.log(`  ${title}`);
  console.log(
    `    app   ${perSecond(app)}   p50 ${ms(app.p50)}   p99 ${ms(app.p99)}   ${(app.bytes! / 1024).toFixed(1)} KB/answer with headers${failures}`,
  );
  if (!pool || !captured) return;
  await replay(pool, captured, WARM_UP);
  const bare = await replay(pool, captured, DURATION);
  const queries = captured.reduce((sum, steps) => sum + steps.flat().length, 0) / captured.length;
  console.log(
    `    bare  ${perSecond(bare)}   p50 ${ms(bare.p50)}   p99 ${ms(bare.p99)}   ${queries.toFixed(1)} queries/request${bare.failed ? `   ${bare.failed} FAILED` : ""}`,
  );
  console.log(
    `    app/bare   p50 ${(app.p50 / bare.p50).toFixed(2)}×   p99 ${(app.p99 / bare.p99).toFixed(2)}×${goal ? "   (goal: p99 ≤ 1.5×)" : ""}`,
  );
}

/** Search dates within the stays' range, so that the search has to look at them. */
function searchPaths(): string[] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const locations = ["solan", "rishikesh", "amarkantak", "rajgarh"];
  const variants = ["", "&sort=price_asc", "&page=3", "&sort=highest_rated"];
  return [30, 75].flatMap((start, k) =>
    locations.map(
      (location, i) =>
        `/api/property/search?location=${location}&checkIn=${day(start + i)}&checkOut=${day(start + i + 3)}${variants[(i + k) % variants.length]}`,
    ),
  );
}

async function bench(kind: string, target: DatabaseTarget, replayUrl: string | null) {
  console.log(`\n${kind}`);
  const ids = await seedMany(target);
  const server = await ServerProcess.start(target);
  const pool = replayUrl ? new pg.Pool({ connectionString: replayUrl, max: CONNECTIONS }) : null;
  try {
    const idle = await server.rss();
    await measure(
      server,
      pool,
      "getPropertyDetails?id= (500 ids in turn)",
      ids.map((id) => `/api/property/getPropertyDetails?id=${id}`),
    );
    await measure(server, pool, "getProperties?slug=&page=&limit=10&sort= (paged)", [
      "/api/property/getProperties?slug=farm-villa&page=3&limit=10&sort=price_asc",
      "/api/property/getProperties?slug=cubic-homes&page=1&limit=10&sort=highest_rated&status=Completed",
    ]);
    await measure(server, pool, "property/search?location=&checkIn=&checkOut= (4 locations)", searchPaths());
    const perType = Math.round((EXTRA_VILLAS + 84) / 7);
    await measure(
      server,
      pool,
      `getProperties?slug= (all ~${perType} of a type)`,
      ["/api/property/getProperties?slug=farm-villa", "/api/property/getProperties?slug=tree-houses"],
      false,
    );
    console.log(`  server RSS: ${mb(idle)} idle (seeded, before load), ${mb(await server.rss())} after load`);
  } finally {
    await pool?.end();
    await server.stop();
  }
}

console.log(
  `Catalogue API benchmark: ${EXTRA_VILLAS} extra villas, ${STAYS} stays, ${CONNECTIONS} connections, ${DURATION} s per endpoint (after ${WARM_UP} s of warm-up), answers compressed as for a browser`,
);
const pgliteDir = mkdtempSync(join(tmpdir(), "club-bench-db-"));
try {
  await bench("PGlite (embedded): the app alone (one process holds the database)", { dataDir: pgliteDir }, null);
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const name = `club_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    await bench(
      "PostgreSQL (DATABASE_URL): the app, and its SQL replayed bare through pg",
      { url: url.toString() },
      url.toString(),
    );
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: skipped (set DATABASE_URL to include it)");
}
