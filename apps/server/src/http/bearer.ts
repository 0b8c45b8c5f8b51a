import { scopesReach, type DomainError, type RouteScope } from "@larder/domain";
import type { FastifyRequest } from "fastify";
import type { ApiTokenCaller, ApiTokenUse } from "../core/member";
import type { Database } from "../db/database";
import { UserFacingError } from "../plugins/errors";

/**
 * API tokens at the door (decision 0031): a request that sends `Authorization: Bearer <token>`
 * is the token's, never a session's: its cookies are not read, CSRF does not apply (a browser
 * cannot be made to send this header to another site), and its answer sets no cookie.
 */

/**
 * What http/ needs of the api-tokens module, handed in by app.ts:
 * - `find` looks a secret up. `token` is null when no token has that secret; otherwise the
 *   request is the token's, and `refusal` says why it may not go on (revoked, expired, its
 *   owner gone, or over its rate limit), answered after the use is recorded.
 * - `recordUse` writes one audit event per request the token made.
 */
export interface ApiTokenHooks {
  find: (
    db: Database,
    secret: string,
    ip: string,
  ) => Promise<{ token: ApiTokenCaller | null; refusal: DomainError | null }>;
  recordUse: (db: Database, token: ApiTokenCaller, use: ApiTokenUse) => Promise<void>;
}

/** Secrets Larder hands out: "larder_" and 43 URL-safe characters (256 random bits). */
export const API_TOKEN_SECRET = /^larder_[A-Za-z0-9_-]{43}$/;

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * The API token a request sends, or null when it sends no Authorization header. Any other kind
 * of Authorization is refused rather than ignored, so a mistyped header is not taken for
 * "signed out".
 */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const secret = BEARER.exec(header)?.[1];
  if (!secret)
    throw new UserFacingError(
      401,
      "authorization_invalid",
      "Send an API token as `Authorization: Bearer <token>`; no other kind of Authorization header is accepted.",
    );
  return secret;
}

export const invalidApiToken = () =>
  new UserFacingError(
    401,
    "api_token_invalid",
    "This API token is not valid. Check that it was copied whole, or create a new one under Settings → API tokens.",
  );

export const tokenOutsideWorkspace = () =>
  new UserFacingError(
    403,
    "api_token_not_accepted",
    "API tokens work only on a workspace's routes (/api/w/{workspaceId}/…). Sign in to Larder to use this one.",
  );

/** Refuses a route whose scope the token's scopes do not name, naming the scope it needs. */
export function checkScope(token: ApiTokenCaller, scope: RouteScope): void {
  if (scopesReach(token.scopes, scope)) return;
  throw new UserFacingError(
    403,
    "api_token_scope",
    scope === "none"
      ? "API tokens cannot do this. Sign in to Larder to do it."
      : `This API token's scopes do not allow this. It needs the scope ${scope}; its scopes are ${token.scopes.join(", ")}.`,
  );
}
