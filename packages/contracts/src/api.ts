import type { z } from "zod";

/** The HTTP methods Larder's API answers. */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One route of Larder's API, declared once (decision 0048): the server registers its handler
 * against it (`serve`, apps/server/src/http/declared.ts), the web app calls it through
 * `callApi` (apps/web/src/lib/api.ts), and the OpenAPI document takes its summary and section
 * from it.
 */
export interface ApiRoute {
  method: ApiMethod;
  /** From the site's root, with `:name` for each path parameter: "/api/w/:workspaceId/suppliers". */
  path: `/api/${string}`;
  /** One line for the API documentation. */
  summary: string;
  /** The API documentation's section. */
  tag: string;
  /**
   * Who may call it: "public", "session", "operator", or a permission of the workspace's matrix
   * (@larder/domain's PERMISSIONS; the server refuses to start on one it does not know).
   */
  access: string;
  /** On workspace routes: the API token scope it needs, or "none" when no token may call it. */
  scope?: string;
  /** Its path parameters; a path without any (the sign-in routes) declares none. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Its one success status and the errors it documents, each with its schema. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>> & Record<number, z.ZodType>;
  /**
   * A route that answers 200 with a file (CSV, XLSX, PDF) rather than JSON: its handler sends
   * the file itself, and the web app links to it (`apiUrl`) instead of calling it.
   */
  file?: true;
  /**
   * A route people reach by following a link (an emailed sign-in link, Google's return): its
   * handler answers with a redirect (303) to a page of the app.
   */
  redirect?: true;
  /**
   * A route that answers 200 with a stream of server-sent events: its handler writes the stream
   * itself, and the web app opens it with an EventSource at `apiUrl`.
   */
  stream?: true;
  /**
   * A route that takes a file (a photo, a PDF, a spreadsheet) as the request body itself, as
   * bytes: it declares no `body` schema, and the web app sends a Blob.
   */
  upload?: true;
  /**
   * "origin-only": a sign-in step that has no session yet, so the CSRF token is not asked for
   * (the Origin header still is).
   */
  csrf?: "origin-only";
  /** Answers a member who still has to add a passkey the workspace requires. */
  passkeyExempt?: true;
  /** More words for the API documentation, where one line is not enough. */
  description?: string;
}

/** Declares a route, keeping its exact types for the server's handler and the web's call. */
export const apiRoute = <const Route extends ApiRoute>(route: Route): Route => route;

type SuccessStatus<Route extends ApiRoute> = Extract<
  keyof Route["responses"],
  200 | 201 | 202 | 204
>;

/** The status a route answers when it succeeds. */
export function successStatus(route: ApiRoute): 200 | 201 | 202 | 204 | 303 {
  if (route.file || route.stream) return 200;
  if (route.redirect) return 303;
  const found = ([200, 201, 202, 204] as const).filter((status) => status in route.responses);
  if (found.length !== 1)
    throw new Error(`${route.method} ${route.path} must declare exactly one success status`);
  return found[0]!;
}

type Schema<Value> = Value extends z.ZodType ? Value : never;

/** What a route takes, as the caller writes it. */
export type ApiParams<Route extends ApiRoute> = Route["params"] extends z.ZodType
  ? z.input<Route["params"]>
  : undefined;
export type ApiQuery<Route extends ApiRoute> = Route["query"] extends z.ZodType
  ? z.input<Route["query"]>
  : undefined;
/** An upload's body is a file, which the caller's platform types (a Blob in the browser). */
export type ApiBody<Route extends ApiRoute> = Route["upload"] extends true
  ? unknown
  : Route["body"] extends z.ZodType
    ? z.input<Route["body"]>
    : undefined;

/** What a route's handler has: its parameters, query and body as parsed. */
export type ApiParsedParams<Route extends ApiRoute> = Route["params"] extends z.ZodType
  ? z.output<Route["params"]>
  : undefined;
export type ApiParsedQuery<Route extends ApiRoute> = Route["query"] extends z.ZodType
  ? z.output<Route["query"]>
  : undefined;
export type ApiParsedBody<Route extends ApiRoute> = Route["upload"] extends true
  ? Uint8Array
  : Route["body"] extends z.ZodType
    ? z.output<Route["body"]>
    : undefined;

/** A route whose handler sends its own reply: a file, a redirect or a stream. */
type SendsItsOwn<Route extends ApiRoute> = Route["file"] extends true
  ? true
  : Route["redirect"] extends true
    ? true
    : Route["stream"] extends true
      ? true
      : false;

/** What its handler returns on success (nothing for a 204; a file route sends its own reply). */
export type ApiHandlerResult<Route extends ApiRoute> =
  SendsItsOwn<Route> extends true
    ? unknown
    : SuccessStatus<Route> extends 204
      ? void
      : z.input<Schema<Route["responses"][SuccessStatus<Route>]>>;

/** What the caller receives on success (nothing for a 204). */
export type ApiReply<Route extends ApiRoute> =
  SuccessStatus<Route> extends 204
    ? void
    : z.output<Schema<Route["responses"][SuccessStatus<Route>]>>;
