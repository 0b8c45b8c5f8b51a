import { z } from "zod";

/** Every 4xx and 5xx answer of the API has this shape; `message` is written for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On 429s: seconds until the request may be made again (also sent as Retry-After). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
