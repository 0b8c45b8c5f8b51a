// The invoices module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { invoiceRoutes } from "./routes";
export { createInvoice, findInvoice } from "./service";
export { matchTolerance } from "./match";
export { requestInvoiceApproval } from "./approval";
