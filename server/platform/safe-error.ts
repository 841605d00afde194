/**
 * An error as it may be written to the log. A failed query's error carries every bound parameter
 * (names, e-mail addresses, password hashes, dates of birth) in its message, its stack and its
 * `params`: the log gets the query text and the driver's reason, never the values.
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
}

export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "a value that is not an Error was thrown" };
  const failedQuery = typeof (error as { query?: unknown }).query === "string" && "params" in error;
  if (failedQuery) {
    const cause = (error as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause : undefined;
    return {
      type: error.name,
      message: `Failed query: ${reason?.message ?? "no reason given"}`,
      code: codeOf(reason),
      query: String((error as unknown as { query: string }).query).slice(0, 500),
      stack: reason?.stack,
    };
  }
  return { type: error.name, message: error.message, code: codeOf(error), stack: error.stack };
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}
