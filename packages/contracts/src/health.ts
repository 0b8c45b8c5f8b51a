import { z } from "zod";

/** "embedded": the PostgreSQL server Larder starts itself in DATA_DIR; "postgresql": DATABASE_URL. */
export const databaseKindSchema = z.enum(["embedded", "postgresql"]);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** What `GET /api/health` answers: 200 with status "ok" only when the schema is current. */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.object({
    kind: databaseKindSchema,
    version: z.string().nullable(),
    reachable: z.boolean(),
  }),
  migrations: z.object({
    applied: z.number().int(),
    pending: z.number().int(),
    latest: z.string().nullable(),
  }),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
