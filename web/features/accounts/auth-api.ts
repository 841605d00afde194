import { requestApi } from "../../lib/api";

/**
 * After sign-in: the application of the member's first property, if there is one;
 * null when there is none or the call fails, so the caller falls back to its target.
 */
export async function firstPropertyPath(): Promise<string | null> {
  try {
    const answer = await requestApi<{ _id?: unknown }[]>("GET", "/api/property/getPropertyDetailsByUserId");
    const first = answer.ok && Array.isArray(answer.data) ? answer.data[0] : undefined;
    return first && typeof first._id === "string" && first._id
      ? `/registration/${encodeURIComponent(first._id)}`
      : null;
  } catch {
    return null;
  }
}
