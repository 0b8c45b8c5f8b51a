import { prepared } from "../db/prepared";

/**
 * Path parameters that name an object of the workspace. Before any workspace route runs, each
 * one is looked up inside the caller's workspace (row-level security applies), and a missing
 * object is a 404, whatever the body says; so is an object at a location outside the member's
 * locations (when the query returns its location_id). A route with a parameter not listed here
 * does not start: add it here and to the route sweep's fixtures.
 */
export const OBJECT_PARAMS: Record<string, { label: string; sql: string }> = {
  locationId: {
    label: "location",
    sql: prepared("select id as location_id from locations where workspace_id = $1 and id = $2"),
  },
  storageAreaId: {
    label: "storage area",
    sql: prepared("select location_id from storage_areas where workspace_id = $1 and id = $2"),
  },
  eventId: {
    label: "event",
    sql: prepared("select location_id from location_events where workspace_id = $1 and id = $2"),
  },
  memberId: {
    label: "member",
    sql: prepared("select 1 from memberships where workspace_id = $1 and user_id = $2"),
  },
  invitationId: {
    label: "invitation",
    sql: prepared("select 1 from invitations where workspace_id = $1 and id = $2"),
  },
  joinRequestId: {
    label: "request to join",
    sql: prepared("select 1 from join_requests where workspace_id = $1 and id = $2"),
  },
  categoryId: {
    label: "category",
    sql: prepared("select 1 from item_categories where workspace_id = $1 and id = $2"),
  },
  itemId: {
    label: "item",
    sql: prepared("select 1 from items where workspace_id = $1 and id = $2"),
  },
  supplierId: {
    label: "supplier",
    sql: prepared("select 1 from suppliers where workspace_id = $1 and id = $2"),
  },
  supplierItemId: {
    label: "supplier item",
    sql: prepared("select 1 from supplier_items where workspace_id = $1 and id = $2"),
  },
  orderId: {
    label: "purchase order",
    sql: prepared("select location_id from purchase_orders where workspace_id = $1 and id = $2"),
  },
  invoiceId: {
    label: "invoice",
    sql: prepared("select location_id from invoices where workspace_id = $1 and id = $2"),
  },
  creditId: {
    label: "credit request",
    sql: prepared("select location_id from credit_requests where workspace_id = $1 and id = $2"),
  },
  invoiceLineId: {
    label: "invoice line",
    sql: prepared("select 1 from invoice_lines where workspace_id = $1 and id = $2"),
  },
  approvalRuleId: {
    label: "approval rule",
    sql: prepared("select location_id from approval_rules where workspace_id = $1 and id = $2"),
  },
  paymentId: {
    label: "payment",
    sql: prepared("select 1 from payments where workspace_id = $1 and id = $2"),
  },
  uploadId: {
    label: "file",
    sql: prepared("select 1 from uploads where workspace_id = $1 and id = $2"),
  },
  importId: {
    label: "import",
    sql: prepared("select 1 from import_jobs where workspace_id = $1 and id = $2"),
  },
  countId: {
    label: "count",
    sql: prepared("select location_id from stock_counts where workspace_id = $1 and id = $2"),
  },
  recipeId: {
    label: "recipe",
    sql: prepared("select 1 from recipes where workspace_id = $1 and id = $2"),
  },
  menuItemId: {
    label: "menu item",
    sql: prepared("select 1 from menu_items where workspace_id = $1 and id = $2"),
  },
  salesImportId: {
    label: "sales import",
    sql: prepared("select location_id from sales_imports where workspace_id = $1 and id = $2"),
  },
  menuSectionId: {
    label: "menu section",
    sql: prepared("select 1 from menu_sections where workspace_id = $1 and id = $2"),
  },
  // Documents read as invoices, and as expense receipts: each under the rights of its area.
  invoiceScanId: {
    label: "document",
    sql: prepared(
      "select location_id from document_scans where workspace_id = $1 and id = $2 and kind = 'invoice'",
    ),
  },
  expenseScanId: {
    label: "document",
    sql: prepared(
      "select location_id from document_scans where workspace_id = $1 and id = $2 and kind = 'expense'",
    ),
  },
  expenseId: {
    label: "expense",
    sql: prepared("select location_id from expenses where workspace_id = $1 and id = $2"),
  },
  recurringExpenseId: {
    label: "recurring expense",
    sql: prepared("select location_id from recurring_expenses where workspace_id = $1 and id = $2"),
  },
  apiTokenId: {
    label: "API token",
    sql: prepared("select 1 from api_tokens where workspace_id = $1 and id = $2"),
  },
  // A photo in a recipe's method (the route then checks it is in that recipe's steps).
  photoId: {
    label: "photo",
    sql: prepared("select 1 from recipe_steps where workspace_id = $1 and photo_id = $2 limit 1"),
  },
};
