import { and, eq, like, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvAmount, csvFile, csvMoment, csvTable, type CsvColumn } from "../platform/csv.ts";
import { openTestDatabase } from "../test/database.ts";
import { keyset, keysetBatches, type KeysetKey } from "./keyset.ts";
import type { Database } from "./open.ts";
import { users } from "./schema.ts";

/*
 * A whole list read in keyset batches (what every office CSV does): the same rows in the same order as one query
 * reading them at once, none skipped or repeated where rows share a moment or differ by a microsecond, in one
 * direction or mixed; and the CSV written batch by batch is the file written at once, formula-safe, with plain
 * amounts.
 */

let database: Database;
const MEMBERS = 11;

beforeAll(async () => {
  database = await openTestDatabase();
  // eleven members in four moments, two of which differ by a microsecond alone; the first named like a formula
  await database.db.execute(sql`
    insert into users (name, email, password_hash, created_at)
    select case when g = 1 then '=HYPERLINK("x")' else 'Keyset ' || g end, 'keyset-' || g || '@example.org', 'x',
      timestamptz '2026-01-01 10:00:00.123456+00' + (g % 4) * interval '1 microsecond' + (g % 2) * interval '1 hour'
    from generate_series(1, ${MEMBERS}) g`);
});
afterAll(async () => database?.close());

const mine = like(users.email, "keyset-%@example.org");
type Row = { id: string; name: string; createdAt: Date; cursor: string[] };

async function readAll(keys: KeysetKey[], batch: number) {
  const order = keyset(...keys);
  const read = (after: SQL | undefined, limit: number): Promise<Row[]> =>
    database.db
      .select({ id: users.id, name: users.name, createdAt: users.createdAt, cursor: order.cursor })
      .from(users)
      .where(and(mine, after))
      .orderBy(...order.orderBy)
      .limit(limit);
  const batches: Row[][] = [];
  for await (const rows of keysetBatches(order, read, (rows) => rows, batch)) batches.push(rows);
  return { batches, once: await read(undefined, 1000) };
}

describe("keyset batches", () => {
  it.each([
    ["one direction", [{ by: users.createdAt }, { by: users.id }]],
    ["mixed directions", [{ by: users.createdAt, desc: true }, { by: users.id }]],
    [
      "an expression",
      [
        { by: sql`date_trunc('hour', ${users.createdAt})`, type: "timestamptz" },
        { by: users.id, desc: true },
      ],
    ],
  ] as [string, KeysetKey[]][])("%s: every row once, in the order one query reads them", async (_, keys) => {
    const { batches, once } = await readAll(keys, 2);
    expect(once).toHaveLength(MEMBERS);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(batches.flat().map((r) => r.id)).toEqual(once.map((r) => r.id));
  });

  it("a list whose size is a whole number of batches ends with an empty read, and no empty batch", async () => {
    const [{ id }] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "keyset-1@example.org"));
    const { batches } = await readAll([{ by: users.createdAt }, { by: users.id }], MEMBERS);
    expect(batches).toHaveLength(1);
    expect(batches[0].map((r) => r.id)).toContain(id);
  });

  it("the CSV written batch by batch is the file written at once: ISO moments, plain amounts, formulas kept as text", async () => {
    const { batches, once } = await readAll([{ by: users.createdAt }, { by: users.id }], 3);
    const columns: CsvColumn<Row>[] = [
      { header: "Name", value: (r) => r.name },
      { header: "Joined (IST)", value: (r) => csvMoment(r.createdAt) },
      { header: "Amount (INR)", value: () => csvAmount(1_250_000) },
    ];
    const batches$ = (async function* () {
      yield* batches;
    })();
    let text = "";
    for await (const piece of csvTable(columns, batches$)) text += piece;
    expect(text).toBe(
      csvFile(
        columns.map((c) => c.header),
        once.map((r) => [r.name, csvMoment(r.createdAt), "1250000.00"]),
      ),
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")",2026-01-01T`);
    expect(text).toMatch(/,2026-01-01T15:30:00\+05:30,1250000\.00\r\n/);
    expect(csvAmount(0)).toBe("0.00");
    expect(csvAmount(null)).toBe("");
  });
});
