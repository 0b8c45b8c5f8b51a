import type { ApiBody, ApiError, ApiParams, ApiQuery, ApiReply, ApiRoute } from "@larder/contracts";

/**
 * One request to Larder's API failed: `message` is the server's sentence for people (or ours
 * when the server could not be reached), the rest says what kind of failure it was.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's error code, such as `forbidden` or `code_wrong`. */
  readonly code: string;
  readonly issues: { path: string; message: string }[];
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: Partial<ApiError>) {
    super(body.message ?? "Something went wrong. Please try again.");
    this.name = "ApiRequestError";
    this.status = status;
    this.code = body.error ?? "unknown";
    this.issues = body.issues ?? [];
    this.retryAfterSeconds = body.retryAfterSeconds;
  }
}

const UNREACHABLE = "Larder could not be reached. Check your connection and try again.";

let csrfToken: string | null = null;
let refreshCsrfToken: (() => Promise<string | null>) | null = null;

/**
 * The session's CSRF token, sent as `x-csrf-token` with every request that changes something
 * (the server refuses them without it). `refresh` fetches a new one when the server says the
 * page's token is stale, for example after signing in again in another tab.
 */
export function setCsrfToken(token: string | null, refresh?: () => Promise<string | null>): void {
  csrfToken = token;
  if (refresh) refreshCsrfToken = refresh;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON, or a file sent as the body itself. */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  const file = options.body instanceof Blob ? options.body : null;
  if (file) headers["content-type"] = file.type || "application/octet-stream";
  else if (options.body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  try {
    return await fetch(urlOf(path, options.query), {
      method,
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError(0, { error: "unreachable", message: UNREACHABLE });
  }
}

/**
 * Calls Larder's API and returns the JSON answer (undefined for 204). Any other status throws
 * an {@link ApiRequestError} carrying the server's message. A request refused for a stale CSRF
 * token is retried once with a fresh one.
 */
async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 403 && refreshCsrfToken && options.method && options.method !== "GET") {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as ApiError | null;
    if (body?.error === "csrf_token_invalid") {
      csrfToken = await refreshCsrfToken();
      response = await send(path, options);
    }
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw new ApiRequestError(response.status, (body ?? {}) as Partial<ApiError>);
  }
  return body as T;
}

/** What a call of a declared route sends: its path parameters, and its query and body if any. */
export type ApiCall<Route extends ApiRoute> = (ApiParams<Route> extends undefined
  ? { params?: undefined }
  : { params: ApiParams<Route> }) &
  (ApiQuery<Route> extends undefined ? { query?: undefined } : { query?: ApiQuery<Route> }) &
  (Route["upload"] extends true
    ? { body: Blob }
    : ApiBody<Route> extends undefined
      ? { body?: undefined }
      : { body: ApiBody<Route> });

/** The path of a declared route with its parameters filled in (escaped). */
function pathOf(route: ApiRoute, params: Record<string, string | number>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of a declared route, for a link: a file route (an export, a PDF) is downloaded by
 * the browser, not called.
 */
export function apiUrl<Route extends ApiRoute>(route: Route, call: ApiCall<Route>): string {
  return urlOf(
    pathOf(route, (call.params ?? {}) as Record<string, string | number>),
    call.query as RequestOptions["query"],
  );
}

/**
 * Calls a route declared in @larder/contracts (decision 0048): its method and path come from the
 * declaration, its parameters fill the path, and the answer has the route's type. No API URL is
 * written anywhere else in the app.
 */
export function callApi<Route extends ApiRoute>(
  route: Route,
  call: ApiCall<Route>,
  signal?: AbortSignal,
): Promise<ApiReply<Route>> {
  return api<ApiReply<Route>>(
    pathOf(route, (call.params ?? {}) as Record<string, string | number>),
    {
      method: route.method,
      query: call.query as RequestOptions["query"],
      body: call.body,
      signal,
    },
  );
}
