import cookie from "@fastify/cookie";
import {
  PERMISSIONS,
  ROLE_LABELS,
  can,
  rolesWith,
  routeScopeProblem,
  type Permission,
  type RouteScope,
} from "@larder/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";
import { memberOf, type ApiTokenCaller, type CurrentSession, type Member } from "../core/member";
import type { Database, Executor } from "../db/database";
import { withTenant } from "../db/tenant";
import { UserFacingError } from "../plugins/errors";
import { OBJECT_PARAMS } from "./object-params";
import {
  API_TOKEN_SECRET,
  bearerSecret,
  checkScope,
  invalidApiToken,
  tokenOutsideWorkspace,
  type ApiTokenHooks,
} from "./bearer";

/**
 * Who may call a route. Every route under /api names one, and the server refuses to start if
 * one does not (`registerAccessControl`):
 * - "public": anyone, signed in or not;
 * - "session": anyone signed in;
 * - "operator": the person who runs this server (its backups); anyone else is answered 404, as
 *   if the route did not exist, and API tokens are refused as on every route outside workspaces;
 * - a permission: members of the workspace in the path whose role has it (see @larder/domain).
 */
export type Access = "public" | "session" | "operator" | Permission;

/** Access that names no workspace: routes outside /api/w/:workspaceId take one of these. */
const OUTSIDE_WORKSPACES: ReadonlySet<Access> = new Set(["public", "session", "operator"]);

/** Whether `access` is a permission of a workspace's matrix, as workspace routes take. */
export function isPermission(access: Access): access is Permission {
  return !OUTSIDE_WORKSPACES.has(access);
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * On every workspace route: the API token scope it needs ("stock:read" for a GET of stock,
     * "stock:write" for a write), or "none" when no token may call it. The server refuses to
     * start when a workspace route says none, or one that does not fit its method and permission.
     */
    scope?: RouteScope;
    /**
     * "origin-only" for the few state-changing routes used before a page has a CSRF token
     * (signing in): the Origin check still applies.
     */
    csrf?: "origin-only";
    /**
     * A workspace route open to members who still owe the workspace a passkey (it requires
     * one): the few the app needs to ask for it. Every other workspace route refuses them.
     */
    passkeyExempt?: true;
  }
  interface FastifyInstance {
    /** Every route under /api with who may call it; the route sweep test walks this list. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in person's session, or null. */
    session: CurrentSession | null;
    /** The caller's membership of the workspace in the path, on workspace routes. */
    member: Member | null;
    /** The API token an `Authorization: Bearer` request sent (http/bearer.ts), and its owner. */
    bearer: string | null;
    apiToken: ApiTokenCaller | null;
  }
}

/**
 * Finds the live session a cookie's token names, or null (auth's `findSession`, handed in by
 * app.ts: http/ does not import modules).
 */
export type SessionLookup = (db: Database, token: string) => Promise<CurrentSession | null>;

/** Whether a signed-in person runs this server (backups' `operatorCheck`, handed in by app.ts). */
export type OperatorLookup = (db: Database, session: CurrentSession) => Promise<boolean>;

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The API token scope a workspace route needs ("none": no token); null outside workspaces. */
  scope: RouteScope | null;
}

/** The prefix of every route that works inside one workspace. */
export const WORKSPACE_PREFIX = "/api/w/:workspaceId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessOptions {
  db: Database;
  /** Origins allowed to send state-changing requests besides the request's own (APP_URL's). */
  trustedOrigins: string[];
  sessionCookie: string;
  findSession: SessionLookup;
  isOperator: OperatorLookup;
  apiTokens: ApiTokenHooks;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

/** "Owner or Manager" */
function rolesSentence(permission: Permission): string {
  const labels = rolesWith(permission).map((role) => ROLE_LABELS[role]);
  return labels.length <= 1
    ? (labels[0] ?? "nobody")
    : `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

/**
 * Sessions, CSRF and permissions for the whole API, as hooks on the root instance:
 * 1. every request under /api (and /demo) learns its session from the cookie;
 * 2. state-changing requests must come from this site (Origin) and, when signed in, carry the
 *    session's CSRF token in `x-csrf-token`;
 * 3. each route's `access` is checked: 401 without a session, 404 for a workspace or an object
 *    the caller cannot see, 403 when their role lacks the permission.
 */
export async function registerAccessControl(
  app: FastifyInstance,
  options: AccessOptions,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("session", null);
  app.decorateRequest("member", null);
  app.decorateRequest("bearer", null);
  app.decorateRequest("apiToken", null);
  const routes: ApiRoute[] = [];
  app.decorate("apiRoutes", routes);
  const { db } = options;

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    // The interactive API documentation (its page and assets) is public, like the spec it shows.
    if (route.url.startsWith("/api/docs")) route.config = { ...route.config, access: "public" };
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`${route.method} ${route.url} does not say who may call it (config.access)`);
    if (isPermission(access) && !PERMISSIONS.includes(access))
      throw new Error(`${route.method} ${route.url} names an unknown permission "${access}"`);
    const inWorkspace = route.url.startsWith(WORKSPACE_PREFIX);
    if (inWorkspace !== isPermission(access))
      throw new Error(
        `${route.method} ${route.url}: routes under ${WORKSPACE_PREFIX} take a permission, and only they do`,
      );
    for (const param of inWorkspace ? pathParams(route.url) : []) {
      if (param !== "workspaceId" && !OBJECT_PARAMS[param])
        throw new Error(`${route.method} ${route.url}: add :${param} to OBJECT_PARAMS`);
    }
    const scope = route.config?.scope;
    if (!inWorkspace && scope !== undefined)
      throw new Error(`${route.method} ${route.url}: only workspace routes take a scope`);
    for (const method of [route.method].flat()) {
      const problem = isPermission(access) ? routeScopeProblem(scope, access, method) : null;
      if (problem) throw new Error(`${method} ${route.url} ${problem}`);
      if (method !== "HEAD") routes.push({ method, url: route.url, access, scope: scope ?? null });
    }
  });

  app.addHook("onRequest", async (request, reply) => {
    const url = request.url;
    if (!url.startsWith("/api/") && !url.startsWith("/demo")) return;
    // A bearer request is the token's alone: no cookie is read, and CSRF does not apply.
    if (url.startsWith("/api/") && (request.bearer = bearerSecret(request)) !== null) return;
    const token = request.cookies[options.sessionCookie];
    if (token) {
      request.session = await options.findSession(db, token);
      if (!request.session) reply.clearCookie(options.sessionCookie, { path: "/" });
    }
    if (!SAFE_METHODS.has(request.method) && url.startsWith("/api/"))
      checkRequestForgery(request, options);
  });

  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config.access;
    if (request.bearer !== null && access !== undefined) {
      request.member = await authoriseToken(db, request, options.apiTokens, access);
      return;
    }
    if (access === undefined || access === "public") return;
    const session = request.session;
    if (!session)
      throw new UserFacingError(401, "signed_out", "You are signed out. Log in to continue.");
    if (access === "session") return;
    if (access === "operator") {
      if (!(await options.isOperator(db, session))) throw notFound(request);
      return;
    }
    request.member = await authorise(db, request, session, access);
  });

  // Every request a token made goes into its workspace's audit log before the answer leaves,
  // and no answer to a token sets a cookie.
  app.addHook("onSend", async (request, reply, payload) => {
    const token = request.apiToken;
    if (!token) return payload;
    reply.removeHeader("set-cookie");
    const use = {
      method: request.method,
      path: request.url.split("?")[0]!.slice(0, 500),
      status: reply.statusCode,
      ip: request.ip,
    };
    await options.apiTokens
      .recordUse(db, token, use)
      .catch((error: unknown) => request.log.error({ err: error }, "API token use not recorded"));
    return payload;
  });
}

/**
 * A bearer request's access: the token must exist, be live and within its rate limit, belong
 * to the workspace in the path (another workspace's answers 404, as to a stranger), its scopes
 * must name the route's scope, and its owner's role must allow the route's permission.
 */
async function authoriseToken(
  db: Database,
  request: FastifyRequest,
  hooks: ApiTokenHooks,
  access: Access,
): Promise<Member> {
  if (!request.routeOptions.url?.startsWith(WORKSPACE_PREFIX) || !isPermission(access))
    throw tokenOutsideWorkspace();
  const secret = request.bearer ?? "";
  if (!API_TOKEN_SECRET.test(secret)) throw invalidApiToken();
  const { token, refusal } = await hooks.find(db, secret, request.ip);
  if (!token) throw invalidApiToken();
  request.apiToken = token;
  if (refusal) throw refusal;
  const workspaceId = (request.params as Record<string, string>).workspaceId ?? "";
  if (workspaceId !== token.workspaceId) throw notAMember();
  // The route's own scope, checked at start-up to exist and fit (onRoute above).
  checkScope(token, request.routeOptions.config.scope ?? "none");
  // The token's owner, as authorise reads a session: their membership, role and locations.
  const owner = { id: "", userId: token.userId, email: token.email, name: "", csrfToken: "" };
  const caller = { ...owner, workspaceId, locationId: null, isDemo: false, passkeyVerified: true };
  const member = await authorise(db, request, caller as CurrentSession, access);
  return { ...member, token };
}

/**
 * Refuses a state-changing request sent from another website (its `Origin`, or
 * `Sec-Fetch-Site: cross-site`). Also used by `POST /demo`, a form outside /api.
 */
export function refuseCrossSite(request: FastifyRequest, trustedOrigins: string[]): void {
  const origin = request.headers.origin;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const fetchSite = request.headers["sec-fetch-site"];
  if (
    (origin && origin !== ownOrigin && !trustedOrigins.includes(origin)) ||
    fetchSite === "cross-site"
  ) {
    throw new UserFacingError(
      403,
      "cross_site_request",
      "This request came from another website and was refused.",
    );
  }
}

/** Compares a CSRF token sent by the browser with the session's, in constant time. */
export function sameCsrfToken(sent: unknown, session: CurrentSession): boolean {
  return typeof sent === "string" && sameText(sent, session.csrfToken);
}

function checkRequestForgery(request: FastifyRequest, options: AccessOptions): void {
  refuseCrossSite(request, options.trustedOrigins);
  const session = request.session;
  if (!session || request.routeOptions.config?.csrf === "origin-only") return;
  if (!sameCsrfToken(request.headers["x-csrf-token"], session)) {
    throw new UserFacingError(
      403,
      "csrf_token_invalid",
      "This page is out of date or was opened from another site. Reload it and try again.",
    );
  }
}

/** The answer of a route the caller may not know of: the same as for a path with no route. */
const notFound = (request: FastifyRequest) =>
  new UserFacingError(
    404,
    "not_found",
    `There is no API endpoint at ${request.method} ${request.url.split("?")[0]}.`,
  );

const notAMember = () =>
  new UserFacingError(
    404,
    "workspace_not_found",
    "This workspace does not exist, or you are not a member of it.",
  );

/** The 403 for a member who owes their workspace a passkey (decision 0034). */
function passkeyRequired(workspaceName: string): UserFacingError {
  return new UserFacingError(
    403,
    "passkey_required",
    `${workspaceName} requires a passkey. Sign in with your passkey, or add one in Settings → Profile, to continue.`,
  );
}

async function authorise(
  db: Database,
  request: FastifyRequest,
  session: CurrentSession,
  permission: Permission,
): Promise<Member> {
  const params = request.params as Record<string, string>;
  const workspaceId = params.workspaceId ?? "";
  if (!UUID.test(workspaceId)) throw notAMember();
  return withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
    const found = await memberOf(tx, workspaceId, session.userId);
    if (!found) throw notAMember();
    if (
      found.requiresPasskey &&
      !session.passkeyVerified &&
      !request.routeOptions.config.passkeyExempt
    )
      throw passkeyRequired(found.workspaceName);
    const member: Member = {
      ...found,
      email: session.email,
      name: session.name,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    };
    if (!can(member.role, permission)) {
      throw new UserFacingError(
        403,
        "forbidden",
        `Your role in this workspace (${ROLE_LABELS[member.role]}) does not allow this. It needs: ${rolesSentence(permission)}.`,
      );
    }
    for (const [name, value] of Object.entries(params)) {
      const object = OBJECT_PARAMS[name];
      if (!object) continue;
      const missing = new UserFacingError(
        404,
        "not_found",
        `This ${object.label} does not exist in this workspace.`,
      );
      if (!UUID.test(value)) throw missing;
      const found = await tx.query<{ location_id?: string }>(object.sql, [workspaceId, value]);
      const row = found.rows[0];
      if (!row) throw missing;
      if (row.location_id && member.locationIds && !member.locationIds.includes(row.location_id))
        throw missing;
    }
    return member;
  });
}

/**
 * Runs `work` in one transaction inside the caller's workspace (a workspace route's
 * `request.member`), so row-level security scopes every query in it.
 */
export function withMember<T>(
  db: Database,
  request: FastifyRequest,
  work: (tx: Executor, member: Member) => Promise<T>,
): Promise<T> {
  const member = request.member;
  if (!member) throw new Error(`${request.url} is not a workspace route`);
  return withTenant(db, { workspaceId: member.workspaceId, userId: member.userId }, (tx) =>
    work(tx, member),
  );
}
