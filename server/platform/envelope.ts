import { z } from "zod";

/** Every API answer: `{ status, message, data }` (ARCHITECTURE.md, "The API contract"). */
export function ok<T>(data: T, message = "OK", status = 200) {
  return { status, message, data };
}

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
});
