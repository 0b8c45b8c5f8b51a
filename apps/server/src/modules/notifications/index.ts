// The notifications module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { notificationRoutes } from "./routes";
export { notifyLowStock, notifyPriceRises } from "./service";
export type { PriceRise } from "./service";
export type { LowStockCrossing } from "./service";
