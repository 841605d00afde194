/**
 * Tells a failure to reach the database from any other failure, so that a request which failed for
 * that reason answers 503 with Retry-After (the database comes back; the request can be repeated)
 * instead of a 500. Drizzle wraps the driver's error as `cause`; the chain is followed.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), 53300 (too many connections). */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
  "PGlite is closed",
];

/** Seconds a client is told to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 6;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
