import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { RouteScope } from "@larder/domain";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { isPermission, WORKSPACE_PREFIX, type Access } from "../http/access";

/**
 * How a route is called, for the API documentation: workspace routes take the session cookie
 * (with its CSRF token) or an API token with the scope the route needs (decision 0031).
 */
function apiTokenSecurity(url: string, access: Access | undefined, scope: RouteScope | undefined) {
  if (!url.startsWith(WORKSPACE_PREFIX) || !access || !isPermission(access)) return {};
  return {
    security: [{ sessionCookie: [] }, { bearerAuth: [] }] as Record<string, string[]>[],
    "x-permission": access,
    "x-api-token-scope":
      !scope || scope === "none" ? "none: API tokens cannot call this route" : scope,
  };
}

/** OpenAPI from the routes' zod schemas at /api/openapi.json, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Larder API",
        version: "1",
        description:
          "Inventory and operations for kitchens. Sign in through the web app; state-changing requests send the session's CSRF token in `x-csrf-token`. Programs use an API token instead (Settings → API tokens): `Authorization: Bearer larder_…` on the routes under `/api/w/{workspaceId}/`, within the token's scopes (each route names its scope as `x-api-token-scope`), at most 10 requests a second in bursts of 100 (429 with `Retry-After` beyond). Errors are `{ error, message }`, with `message` written for people.",
      },
      servers: [],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "larder_ followed by 43 characters",
            description:
              "An API token of the workspace, created by an owner under Settings → API tokens.",
          },
          sessionCookie: { type: "apiKey", in: "cookie", name: "larder_session" },
        },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Each route's section comes from its declaration in contracts (decision 0048).
      const { access, scope } = input.route.config ?? {};
      return {
        ...output,
        schema: { ...output.schema, ...apiTokenSecurity(input.url, access, scope) },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
    staticCSP: true,
  });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
