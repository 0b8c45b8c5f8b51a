import {
  successStatus,
  type ApiHandlerResult,
  type ApiParsedBody,
  type ApiParsedParams,
  type ApiParsedQuery,
  type ApiRoute,
} from "@larder/contracts";
import type { RouteScope } from "@larder/domain";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  onRequestHookHandler,
  onResponseHookHandler,
  preValidationHookHandler,
} from "fastify";
import type { Access } from "./access";

/** A request to a declared route: its parameters, query and body as the route's schemas parsed them. */
export type DeclaredRequest<Route extends ApiRoute> = Omit<
  FastifyRequest,
  "params" | "query" | "body"
> & {
  params: ApiParsedParams<Route>;
  query: ApiParsedQuery<Route>;
  /** An upload's body is the file's bytes. */
  body: Route["upload"] extends true ? Buffer : ApiParsedBody<Route>;
};

/**
 * What the server adds to a declaration for one route: a larger body limit, hooks (an upload's
 * checks of its size and type, `acceptFileBody`) and how its answer is written.
 */
export interface ServeOptions {
  bodyLimit?: number;
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
  /** Work after the answer has gone (sign-in failures reach the audit log this way). */
  onResponse?: onResponseHookHandler;
  /** How the answer is written: `uncheckedResponse` for the large ones (decision 0024). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

/**
 * Registers `handler` for a route declared in @larder/contracts (decision 0048): its method,
 * path, schemas, who may call it, its token scope and its API documentation all come from the
 * declaration. The handler returns what the route answers; it is sent with the route's success
 * status (a 204 sends nothing). A file, redirect or stream route's handler sends its own reply
 * and returns it. `app` is a plugin registered under the prefix "/api"; `options` adds what only the
 * server knows (an upload's limits).
 */
export function serve<Route extends ApiRoute>(
  // Any type provider: the declaration's schemas type the handler here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: FastifyInstance<any, any, any, any, any>,
  route: Route,
  handler: (
    request: DeclaredRequest<Route>,
    reply: FastifyReply,
  ) => Promise<ApiHandlerResult<Route>> | ApiHandlerResult<Route>,
  options: ServeOptions = {},
): void {
  const status = successStatus(route);
  app.route({
    method: route.method,
    url: route.path.replace(/^\/api/, ""),
    ...options,
    config: {
      access: route.access as Access,
      scope: route.scope as RouteScope | undefined,
      ...(route.csrf ? { csrf: route.csrf } : {}),
      ...(route.passkeyExempt ? { passkeyExempt: route.passkeyExempt } : {}),
    },
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      // A file, redirect or stream declares no JSON answer: the documentation keeps its default.
      ...(Object.keys(route.responses).length > 0 ? { response: route.responses } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as DeclaredRequest<Route>, reply);
      // A file, redirect or stream route's handler has sent its reply, as has one that answers
      // another status it declares (health's 503).
      if (route.file || route.redirect || route.stream || reply.sent) return result;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}
