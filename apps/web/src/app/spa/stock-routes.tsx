import { type RouteObject } from "react-router";
import { guarded } from "./shell/guarded";

/** The home screen, inventory and its analytics, imports, suggested ordering and counts. */
export const stockRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import("@/app/routes/app/home").then((m) => ({
        loader: m.loader,
        Component: m.HomePage,
      })),
  },
  {
    path: "inventory",
    lazy: () =>
      import("@/app/routes/app/inventory/index").then((m) => ({
        loader: m.loader,
        Component: m.InventoryPage,
      })),
  },
  {
    path: "inventory/analytics",
    lazy: () =>
      import("@/app/routes/app/inventory/analytics").then((m) => ({
        loader: m.loader,
        Component: guarded("analytics.view", m.AnalyticsPage),
      })),
  },
  {
    path: "analytics/locations",
    lazy: () =>
      import("@/app/routes/app/analytics/locations").then((m) => ({
        loader: m.loader,
        Component: guarded("analytics.view", m.LocationComparisonPage),
      })),
  },
  {
    path: "inventory/items",
    lazy: () =>
      import("@/app/routes/app/inventory/items").then((m) => ({
        loader: m.loader,
        Component: m.ItemsPage,
      })),
  },
  {
    path: "inventory/items/:itemId",
    lazy: () =>
      import("@/app/routes/app/inventory/item").then((m) => ({
        loader: m.loader,
        Component: m.ItemPage,
      })),
  },
  {
    path: "inventory/import",
    lazy: () =>
      import("@/app/routes/app/inventory/import").then((m) => ({
        loader: m.loader,
        Component: m.ImportPage,
      })),
  },
  {
    path: "imports/:kind",
    lazy: () =>
      import("@/app/routes/app/imports/table-import").then((m) => ({
        Component: m.TableImportPage,
      })),
  },
  {
    path: "ordering",
    lazy: () =>
      import("@/app/routes/app/ordering/suggestions").then((m) => ({
        loader: m.loader,
        Component: guarded("analytics.view", m.SuggestionsPage),
      })),
  },
  {
    path: "ordering/accuracy",
    lazy: () =>
      import("@/app/routes/app/ordering/accuracy").then((m) => ({
        loader: m.loader,
        Component: guarded("analytics.view", m.AccuracyPage),
      })),
  },
  {
    path: "ordering/calendar",
    lazy: () =>
      import("@/app/routes/app/ordering/calendar").then((m) => ({
        loader: m.loader,
        Component: guarded("analytics.view", m.PlanningCalendarPage),
      })),
  },
  {
    path: "counts",
    lazy: () =>
      import("@/app/routes/app/counts/index").then((m) => ({
        loader: m.loader,
        Component: m.CountsPage,
      })),
  },
  {
    path: "counts/:countId",
    lazy: () =>
      import("@/app/routes/app/counts/count").then((m) => ({
        loader: m.loader,
        Component: m.CountPage,
      })),
  },
];
