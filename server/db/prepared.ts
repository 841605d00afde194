import type { Db } from "./open.ts";

/**
 * Queries built once per database and shape, then only executed. Drizzle turns a query into SQL on every
 * call (a quarter of the CPU of a catalogue read, measured by `npm run bench:api`); a prepared query keeps
 * its SQL and its mapping of rows, and takes its values through `sql.placeholder`.
 *
 * `shape` names the query's SQL exactly: it is also the name of the PostgreSQL prepared statement that each
 * connection parses once (PostgreSQL refuses one name for two texts on a connection; names are cut at 63
 * bytes, so keep them short). PostgreSQL plans the first five runs for their values and keeps a generic plan
 * only when it costs no more than those (plan_cache_mode auto). PGlite runs the same SQL.
 */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, shape: string, prepare: (statementName: string) => T): T {
  let queries = preparedByDb.get(db);
  if (!queries) preparedByDb.set(db, (queries = new Map()));
  let query = queries.get(shape) as T | undefined;
  if (query === undefined) {
    query = prepare(shape);
    queries.set(shape, query);
  }
  return query;
}
