import { redirect, type RouteObject } from "react-router";
import { requireSession } from "./loaders";
import { guarded } from "./shell/guarded";

/** Settings: the person's own, the workspace's and the server's. */
export const settingsRoutes: RouteObject[] = [
  {
    path: "settings",
    lazy: () =>
      import("@/app/routes/app/settings/layout").then((m) => ({
        Component: m.SettingsLayout,
      })),
    children: [
      {
        index: true,
        loader: async (args) => {
          await requireSession(args);
          return redirect("/app/settings/profile");
        },
      },
      {
        path: "profile",
        lazy: () =>
          import("@/app/routes/app/settings/profile").then((m) => ({
            loader: m.loader,
            Component: m.ProfileSettingsPage,
          })),
      },
      {
        path: "workspace",
        lazy: () =>
          import("@/app/routes/app/settings/workspace").then((m) => ({
            Component: m.WorkspaceSettingsPage,
          })),
      },
      {
        path: "members",
        lazy: () =>
          import("@/app/routes/app/settings/members").then((m) => ({
            loader: m.loader,
            Component: m.MembersSettingsPage,
          })),
      },
      {
        path: "locations",
        lazy: () =>
          import("@/app/routes/app/settings/locations").then((m) => ({
            loader: m.loader,
            Component: m.LocationsSettingsPage,
          })),
      },
      {
        path: "categories",
        lazy: () =>
          import("@/app/routes/app/settings/categories").then((m) => ({
            loader: m.loader,
            Component: m.CategoriesSettingsPage,
          })),
      },
      {
        path: "purchasing",
        lazy: () =>
          import("@/app/routes/app/settings/purchasing").then((m) => ({
            loader: m.loader,
            Component: guarded("suppliers.view", m.PurchasingSettingsPage),
          })),
      },
      {
        path: "accounting",
        lazy: () =>
          import("@/app/routes/app/settings/accounting").then((m) => ({
            loader: m.loader,
            Component: guarded("invoices.view", m.AccountingSettingsPage),
          })),
      },
      {
        path: "sessions",
        lazy: () =>
          import("@/app/routes/app/settings/sessions").then((m) => ({
            loader: m.loader,
            Component: m.SessionsSettingsPage,
          })),
      },
      {
        path: "audit",
        lazy: () =>
          import("@/app/routes/app/settings/audit").then((m) => ({
            loader: m.loader,
            Component: m.AuditSettingsPage,
          })),
      },
      {
        path: "backups",
        lazy: () =>
          import("@/app/routes/app/settings/backups").then((m) => ({
            loader: m.loader,
            Component: m.BackupsSettingsPage,
          })),
      },
      {
        path: "api-tokens",
        lazy: () =>
          import("@/app/routes/app/settings/api-tokens").then((m) => ({
            loader: m.loader,
            Component: m.ApiTokensSettingsPage,
          })),
      },
    ],
  },
];
