import { DECLARED_ROUTES } from "@larder/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the API's documentation", () => {
  it("publishes OpenAPI with every route, its body schema and its error shape", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const spec = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    expect(spec.openapi).toMatch(/^3\./);
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const route of server.app.apiRoutes) {
      if (route.url.startsWith("/api/docs") || route.url === "/api/openapi.json") continue;
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${path}`);
    }
    const start = spec.paths["/api/auth/email/start"]!.post!;
    expect(JSON.stringify(start.requestBody)).toContain("email");
    expect(Object.keys(start.responses)).toEqual(expect.arrayContaining(["200", "400", "429"]));
  });

  it("serves each route declared in contracts as declared: who may call it, its scope, summary and section", async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    for (const declared of DECLARED_ROUTES) {
      const served = server.app.apiRoutes.filter(
        (route) => route.method === declared.method && route.url === declared.path,
      );
      expect(served, `${declared.method} ${declared.path}`).toEqual([
        {
          method: declared.method,
          url: declared.path,
          access: declared.access,
          scope: declared.scope ?? null,
        },
      ]);
      const documented =
        spec.paths[declared.path.replace(/:([A-Za-z]+)/g, "{$1}")]![declared.method.toLowerCase()]!;
      expect(documented.summary).toBe(declared.summary);
      expect(documented.tags).toEqual([declared.tag]);
    }
  });

  it("serves no API route that is not declared in contracts", () => {
    const declared = new Set(DECLARED_ROUTES.map((route) => `${route.method} ${route.path}`));
    const undeclared = server.app.apiRoutes
      .filter((route) => !route.url.startsWith("/api/docs") && route.url !== "/api/openapi.json")
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
    expect(DECLARED_ROUTES.length).toBe(declared.size);
  });

  it("declares API tokens: bearerAuth on workspace routes, with the scope each needs", async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const items = spec.paths["/api/w/{workspaceId}/items"]!;
    expect(items.get!.security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);
    expect(items.get!["x-api-token-scope"]).toBe("stock:read");
    expect(items.post!["x-api-token-scope"]).toBe("stock:write");
    expect(spec.paths["/api/w/{workspaceId}/audit"]!.get!["x-api-token-scope"]).toMatch(/^none/);
    expect(spec.paths["/api/session"]!.get!.security).toBeUndefined();
  });

  it("serves the interactive documentation at /api/docs", async () => {
    const response = await fetch(`${server.url}/api/docs`, { redirect: "follow" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("swagger-ui");
  });
});
