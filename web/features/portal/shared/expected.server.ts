import { isAppError } from "../../../../common/app-error";

/**
 * A "not there yet" answer of a service (e.g. 403 until half is paid, 404 before the MOA is signed) as data:
 * `{ value }` when there is one, `{ value: null, refusal }` with the service's message otherwise. Any other
 * error is the route's error.
 */
export async function expected<T>(
  work: Promise<T>,
  statuses: readonly number[] = [403, 404],
): Promise<{ value: T; refusal: null } | { value: null; refusal: string }> {
  try {
    return { value: await work, refusal: null };
  } catch (error) {
    if (isAppError(error) && statuses.includes(error.status)) return { value: null, refusal: error.message ?? "" };
    throw error;
  }
}
