import { redirect, type RouteObject } from "react-router";
import { NotFoundPage } from "@/components/not-found-page";
import { requireSession, requireWorkspace } from "./loaders";
import { RouteErrorScreen } from "./route-error-screen";
import { AppShell } from "./shell/app-shell";
import { guarded } from "./shell/guarded";
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
        children: [
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
          {
            path: "recipes",
            lazy: () =>
              import("@/app/routes/app/recipes/index").then((m) => ({
                loader: m.loader,
                Component: m.RecipesPage,
              })),
          },
          {
            path: "recipes/new",
            lazy: () =>
              import("@/app/routes/app/recipes/new-recipe").then((m) => ({
                loader: m.loader,
                Component: guarded("recipes.edit", m.NewRecipePage),
              })),
          },
          {
            path: "recipes/:recipeId",
            lazy: () =>
              import("@/app/routes/app/recipes/recipe").then((m) => ({
                loader: m.loader,
                Component: m.RecipePage,
              })),
          },
          {
            path: "cookbook",
            lazy: () =>
              import("@/app/routes/app/cookbook/index").then((m) => ({
                loader: m.loader,
                Component: m.CookbookPage,
              })),
          },
          {
            path: "cookbook/training",
            lazy: () =>
              import("@/app/routes/app/cookbook/training").then((m) => ({
                loader: m.loader,
                Component: guarded("training.manage", m.TrainingPage),
              })),
          },
          {
            path: "cookbook/:recipeId",
            lazy: () =>
              import("@/app/routes/app/cookbook/recipe").then((m) => ({
                loader: m.loader,
                Component: m.CookbookRecipePage,
              })),
          },
          {
            path: "menu",
            lazy: () =>
              import("@/app/routes/app/menu/index").then((m) => ({
                loader: m.loader,
                Component: m.MenuPage,
              })),
          },
          {
            path: "menu/engineering",
            lazy: () =>
              import("@/app/routes/app/menu/engineering").then((m) => ({
                loader: m.loader,
                Component: guarded("sales.view", m.MenuEngineeringPage),
              })),
          },
          {
            path: "sales",
            lazy: () =>
              import("@/app/routes/app/sales/index").then((m) => ({
                loader: m.loader,
                Component: guarded("sales.view", m.SalesPage),
              })),
          },
          {
            path: "reports/variance",
            lazy: () =>
              import("@/app/routes/app/reports/variance").then((m) => ({
                loader: m.loader,
                Component: guarded("sales.view", m.VariancePage),
              })),
          },
          {
            path: "orders",
            lazy: () =>
              import("@/app/routes/app/purchasing/orders").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.OrdersPage),
              })),
          },
          {
            path: "orders/new",
            lazy: () =>
              import("@/app/routes/app/purchasing/new-order").then((m) => ({
                loader: m.loader,
                Component: guarded("orders.create", m.NewOrderPage),
              })),
          },
          {
            path: "orders/:orderId",
            lazy: () =>
              import("@/app/routes/app/purchasing/order").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.OrderPage),
              })),
          },
          {
            path: "orders/:orderId/receive",
            lazy: () =>
              import("@/app/routes/app/purchasing/receive").then((m) => ({
                loader: m.loader,
                Component: guarded("orders.receive", m.ReceivePage),
              })),
          },
          {
            path: "suppliers",
            lazy: () =>
              import("@/app/routes/app/purchasing/suppliers").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.SuppliersPage),
              })),
          },
          {
            path: "suppliers/:supplierId",
            lazy: () =>
              import("@/app/routes/app/purchasing/supplier").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.SupplierPage),
              })),
          },
          {
            path: "purchases",
            lazy: () =>
              import("@/app/routes/app/purchasing/purchases").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.PurchasesPage),
              })),
          },
          {
            path: "credits",
            lazy: () =>
              import("@/app/routes/app/purchasing/credits").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.CreditsPage),
              })),
          },
          {
            path: "credits/:creditId",
            lazy: () =>
              import("@/app/routes/app/purchasing/credit").then((m) => ({
                loader: m.loader,
                Component: guarded("suppliers.view", m.CreditPage),
              })),
          },
          {
            path: "payables",
            lazy: () =>
              import("@/app/routes/app/purchasing/payables").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.PayablesPage),
              })),
          },
          {
            path: "invoices",
            lazy: () =>
              import("@/app/routes/app/purchasing/invoices").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.InvoicesPage),
              })),
          },
          {
            path: "invoices/scans/:scanId",
            lazy: () =>
              import("@/app/routes/app/purchasing/scanned-invoice").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.ScannedInvoicePage),
              })),
          },
          {
            path: "expenses",
            lazy: () =>
              import("@/app/routes/app/expenses/index").then((m) => ({
                loader: m.loader,
                Component: guarded("expenses.view", m.ExpensesPage),
              })),
          },
          {
            path: "expenses/scans/:scanId",
            lazy: () =>
              import("@/app/routes/app/expenses/scanned-receipt").then((m) => ({
                loader: m.loader,
                Component: guarded("expenses.view", m.ScannedReceiptPage),
              })),
          },
          {
            path: "reports/expenses",
            lazy: () =>
              import("@/app/routes/app/reports/expenses").then((m) => ({
                loader: m.loader,
                Component: guarded("expenses.view", m.ExpenseReportPage),
              })),
          },
          {
            path: "reports/spend",
            lazy: () =>
              import("@/app/routes/app/reports/spend").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.SpendReportPage),
              })),
          },
          {
            path: "invoices/new",
            lazy: () =>
              import("@/app/routes/app/purchasing/new-invoice").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.edit", m.NewInvoicePage),
              })),
          },
          {
            path: "invoices/:invoiceId",
            lazy: () =>
              import("@/app/routes/app/purchasing/invoice").then((m) => ({
                loader: m.loader,
                Component: guarded("invoices.view", m.InvoicePage),
              })),
          },
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
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage />, errorElement: <RouteErrorScreen /> },
];
