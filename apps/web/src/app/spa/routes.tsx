import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/components/not-found-page";
import { requireSession, requireWorkspace } from "./loaders";
import { RouteErrorScreen } from "./route-error-screen";
import { AppShell } from "./shell/app-shell";
import { kitchenRoutes } from "./kitchen-routes";
import { purchasingRoutes } from "./purchasing-routes";
import { settingsRoutes } from "./settings-routes";
import { stockRoutes } from "./stock-routes";
import { PageLoading } from "./shell/page-loading";

/**
 * The application's routes. Each screen is its own chunk, fetched while its loader runs; the
 * shell (top navigation) is in the entry chunk. Paths must match `paths.ts`.
 */
export const routes: RouteObject[] = [
  {
    path: "/app",
    loader: requireSession,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: "welcome",
        lazy: () =>
          import("@/app/routes/app/welcome").then((m) => ({
            loader: m.loader,
            Component: m.WelcomePage,
          })),
      },
      {
        path: "join",
        lazy: () =>
          import("@/app/routes/app/join").then((m) => ({
            loader: m.loader,
            Component: m.JoinPage,
          })),
      },
      {
        loader: requireWorkspace,
        Component: AppShell,
        errorElement: <RouteErrorScreen />,
        children: [...stockRoutes, ...kitchenRoutes, ...purchasingRoutes, ...settingsRoutes],
      },
    ],
  },
  { path: "*", element: <NotFoundPage />, errorElement: <RouteErrorScreen /> },
];
