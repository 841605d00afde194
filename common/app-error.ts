/**
 * Whether an error is a service's `AppError` (server/platform/errors.ts): a status and a message meant for the
 * member. Duck-typed on purpose: the site's bundle and the server hold separate copies of the class, so
 * `instanceof` fails across them.
 */
export function isAppError(
  error: unknown,
): error is { name: "AppError"; status: number; message: string; headers?: Record<string, string> } {
  const e = error as { name?: unknown; status?: unknown } | null;
  return typeof e === "object" && e !== null && e.name === "AppError" && typeof e.status === "number";
}
