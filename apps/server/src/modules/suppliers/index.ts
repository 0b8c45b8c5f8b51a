// The suppliers module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { supplierRoutes } from "./routes";
export { recordPrice, recordPrices } from "./prices";
export { activeSupplier, createSupplier, updateSupplier } from "./service";
export { addSupplierItem, recordInvoicedPrices, updateSupplierItem } from "./supplier-items";
