import { z } from "zod";
import { trimmed } from "./fields";

/**
 * The scopes an API token may hold, per area of the workspace: read, or write (which includes
 * read). The same list as @larder/domain's API_TOKEN_SCOPES, which maps each onto permissions.
 */
export const API_TOKEN_SCOPE_VALUES = [
  "stock:read",
  "stock:write",
  "purchasing:read",
  "purchasing:write",
  "invoices:read",
  "invoices:write",
  "recipes:read",
  "recipes:write",
  "sales:read",
  "sales:write",
  "analytics:read",
  "costs:read",
  "team:read",
  "locations:read",
  "locations:write",
] as const;

/** The expiries offered, in days; a year at most, never "never" (decision 0031). */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 180, 365] as const;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPE_VALUES, {
  error: `Each scope is one of: ${API_TOKEN_SCOPE_VALUES.join(", ")}.`,
});

export const createApiTokenSchema = z.object({
  /** What the token is for, as people will read it in the list and the audit log. */
  name: trimmed("the token's name", 80),
  scopes: z
    .array(apiTokenScopeSchema, { error: 'Send `scopes` as a list, such as ["stock:read"].' })
    .min(1, { error: "Choose at least one scope." })
    .max(API_TOKEN_SCOPE_VALUES.length, { error: "Name each scope once." }),
  /** Days from now until the token stops working: 1 to 365. */
  expiresInDays: z
    .number({ error: "Send `expiresInDays` as a number of days, 1 to 365." })
    .int({ error: "Send `expiresInDays` as a whole number of days." })
    .min(1, { error: "A token must live at least one day." })
    .max(365, { error: "A token may live at most 365 days; create a new one before it ends." }),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters ("larder_Ab3xY"), to recognise it; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdByEmail: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time its secret is ever sent. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  /** `larder_` and 43 characters; send it as `Authorization: Bearer <secret>`. */
  secret: z.string(),
});
