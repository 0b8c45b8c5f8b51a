import { redirectDocument, type RouteObject } from "react-router";
import { NotFoundPage } from "../../components/not-found-page";
import { RouteErrorScreen } from "./route-error-screen";

/**
 * Whether someone is signed in. Until a session exists every visitor of the application is
 * sent to log in, and comes back here afterwards.
 */
async function requireSession({ request }: { request: Request }) {
  const response = await fetch("/api/session", { headers: { accept: "application/json" } });
  if (response.status === 401 || response.status === 404) {
    const next = new URL(request.url).pathname;
    // /login is a prerendered page outside this application: a full page load, not a route.
    throw redirectDocument(`/login?next=${encodeURIComponent(next)}`);
  }
  if (!response.ok)
    throw new Response(null, { status: response.status, statusText: response.statusText });
  return response.json() as Promise<unknown>;
}

export const routes: RouteObject[] = [
  {
    path: "/app",
    errorElement: <RouteErrorScreen />,
    loader: requireSession,
  },
  { path: "*", element: <NotFoundPage />, errorElement: <RouteErrorScreen /> },
];
