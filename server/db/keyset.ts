import { and, Column, is, or, sql, type SQL } from "drizzle-orm";

/**
 * Reading a whole list in keyset batches (the office's CSV downloads): each batch starts after the last row of the
 * one before, by the list's order, so no row is read twice or skipped whatever the table's size, and no batch costs
 * more than the first. The order's keys are columns or expressions that are never null (coalesce a nullable one),
 * the last one unique (an id). A row's place is read from the database as text (a moment to the microsecond, which a
 * JavaScript date would round) and given back with its type.
 */

export interface KeysetKey {
  /** A column, or an expression never null. */
  by: Column | SQL;
  /** The expression's SQL type, to read a cursor back (a column's own when left out). */
  type?: string;
  desc?: boolean;
}

export interface Keyset {
  /** The list's order. */
  orderBy: SQL[];
  /** A row's place in the order, as text: select it as the row's `cursor`. */
  cursor: SQL<string[]>;
  /** The rows after a place in the order. */
  after: (cursor: string[]) => SQL;
}

/** How many rows a batch holds: each is written out before the next is read. */
export const KEYSET_BATCH = 1000;

export function keyset(...keys: KeysetKey[]): Keyset {
  const typeOf = (key: KeysetKey) => key.type ?? (is(key.by, Column) ? key.by.getSQLType() : "text");
  const valueOf = (key: KeysetKey, text: string) => sql`${text}::${sql.raw(typeOf(key))}`;
  const op = (key: KeysetKey) => sql.raw(key.desc ? "<" : ">");
  const oneWay = keys.every((key) => Boolean(key.desc) === Boolean(keys[0].desc));
  return {
    orderBy: keys.map((key) => sql`${key.by} ${sql.raw(key.desc ? "desc" : "asc")}`),
    cursor: sql<string[]>`array[${sql.join(
      keys.map((key) => sql`(${key.by})::text`),
      sql`, `,
    )}]`,
    after: (cursor) =>
      oneWay
        ? // one direction: a row comparison, which an index on the keys serves
          sql`(${sql.join(
            keys.map((key) => sql`${key.by}`),
            sql`, `,
          )}) ${op(keys[0])} (${sql.join(
            keys.map((key, i) => valueOf(key, cursor[i])),
            sql`, `,
          )})`
        : // mixed directions: the first key that differs decides
          or(
            ...keys.map((key, i) =>
              and(
                ...keys.slice(0, i).map((before, j) => sql`${before.by} = ${valueOf(before, cursor[j])}`),
                sql`${key.by} ${op(key)} ${valueOf(key, cursor[i])}`,
              ),
            ),
          )!,
  };
}

/**
 * Every row of a list, batch by batch in the keyset's order: `read` answers the rows after a place (or from the
 * start), at most `limit`, each with its `cursor`; `items` turns a batch into what the caller writes.
 */
export async function* keysetBatches<Row extends { cursor: string[] }, Item = Row>(
  order: Keyset,
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  items: (rows: Row[]) => Item[] | Promise<Item[]> = (rows) => rows as unknown as Item[],
  batch = KEYSET_BATCH,
): AsyncGenerator<Item[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, batch);
    if (rows.length > 0) yield await items(rows);
    if (rows.length < batch) return;
    after = order.after(rows[rows.length - 1].cursor);
  }
}
