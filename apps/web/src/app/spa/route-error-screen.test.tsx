import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import { RouteErrorScreen } from "./route-error-screen";

async function renderFailing(loader: () => never): Promise<string> {
  const routes: RouteObject[] = [
    { path: "/", loader, element: <p>loaded</p>, errorElement: <RouteErrorScreen /> },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("the router's error screen", () => {
  it("shows the heading and the status text of a failed response", async () => {
    const html = await renderFailing(() => {
      throw new Response(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
    expect(html).not.toContain("loaded");
  });

  it("shows the message of an error", async () => {
    const html = await renderFailing(() => {
      throw new Error("Stock levels could not be loaded");
    });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Stock levels could not be loaded");
  });
});
