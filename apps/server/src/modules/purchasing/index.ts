// The purchasing module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { purchasingRoutes } from "./routes";
export { createOrder, nextNumber } from "./orders";
export { periodRange } from "./overview";
export { awaitingInvoice, awaitingInvoiceByItem, type AwaitingInvoice } from "./awaiting-invoice";
export { creditRoutes } from "./credit-routes";
export { creditBriefs, creditsOwed } from "./credit-reads";
export { raiseInvoiceCredit } from "./credit-raise";
export { recordCreditMemo, takeCreditOnInvoice } from "./credits";
