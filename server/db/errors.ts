/** Whether a database error is a unique-constraint violation (23505): the database decided a race. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Whether a database error is an exclusion-constraint violation (23P01): two rows the constraint keeps apart. */
export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23P01" || e?.cause?.code === "23P01";
}
