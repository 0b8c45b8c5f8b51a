/**
 * The in-app routes. The server answers these with the application (history fallback) and
 * every other address under /app with the not-found page and status 404, so this list and
 * the router must agree: `routes.test.tsx` checks that they do.
 */
export const appRoutePatterns = [
  "/app",
  "/app/welcome",
  "/app/join",
  "/app/inventory",
  "/app/inventory/analytics",
  "/app/inventory/items",
  "/app/inventory/items/:itemId",
  "/app/inventory/import",
  "/app/ordering",
  "/app/ordering/accuracy",
  "/app/counts",
  "/app/counts/:countId",
  "/app/orders",
  "/app/orders/new",
  "/app/orders/:orderId",
  "/app/orders/:orderId/receive",
  "/app/suppliers",
  "/app/suppliers/:supplierId",
  "/app/purchases",
  "/app/payables",
  "/app/invoices/new",
  "/app/invoices/:invoiceId",
  "/app/settings",
  "/app/settings/profile",
  "/app/settings/workspace",
  "/app/settings/members",
  "/app/settings/locations",
  "/app/settings/categories",
  "/app/settings/purchasing",
  "/app/settings/sessions",
  "/app/settings/audit",
] as const;
