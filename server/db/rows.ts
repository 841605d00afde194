import type { SQL } from "drizzle-orm";
import type { Db } from "./open.ts";

/** The rows of a raw query: PGlite and node-postgres answer execute() in two shapes. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** A whole number from a row (PostgreSQL's bigint and numeric come as text). */
export const int = (value: unknown): number => Number(value ?? 0);
