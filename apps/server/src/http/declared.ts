import {
  successStatus,
  type ApiHandlerResult,
  type ApiParsedBody,
  type ApiParsedParams,
  type ApiParsedQuery,
  type ApiRoute,
} from "@larder/contracts";
import type { RouteScope } from "@larder/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Access } from "./access";

/** A request to a declared route: its parameters, query and body as the route's schemas parsed them. */
export type DeclaredRequest<Route extends ApiRoute> = Omit<
  FastifyRequest,
  "params" | "query" | "body"
> & {
  params: ApiParsedParams<Route>;
  query: ApiParsedQuery<Route>;
  body: ApiParsedBody<Route>;
};

/**
 * Registers `handler` for a route declared in @larder/contracts (decision 0048): its method,
 * path, schemas, who may call it, its token scope and its API documentation all come from the
 * declaration. The handler returns what the route answers; it is sent with the route's success
 * status (a 204 sends nothing). A file route's handler sends the file itself and returns the
 * reply. `app` is a plugin registered under the prefix "/api".
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
): void {
  const status = successStatus(route);
  app.route({
    method: route.method,
    url: route.path.replace(/^\/api/, ""),
    config: { access: route.access as Access, scope: route.scope as RouteScope | undefined },
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      params: route.params,
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.responses,
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as DeclaredRequest<Route>, reply);
      // A file route's handler has sent the file.
      if (route.file) return result;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}
