import { z } from "./zod.ts";
import { text } from "./text.ts";

/**
 * The query fields every office list takes (GET /api/admin/… and its page's GET form): the page, how many a page
 * holds, and the search. A page or size out of range falls back to the default rather than refusing the request.
 */

/** The page asked for: 1 when it is missing or not a page number. */
export const listPage = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);

/** How many items a page holds: `size` when it is missing or not between 1 and `max`. */
export const listLimit = (size: number, max: number) =>
  z.coerce.number().int().min(1).max(max).catch(size).default(size);

/** The search, trimmed, up to 100 characters; blank means none. */
export const listSearch = text("the search")
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
