import { type RouteObject } from "react-router";
import { guarded } from "./shell/guarded";

/** Orders and receiving, suppliers, purchases, credits, payables, invoices, expenses and their reports. */
export const purchasingRoutes: RouteObject[] = [
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
];
