// The items module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { categoryRoutes, itemRoutes } from "./routes";
export { insertDefaultCategories } from "./categories";
export { unitsOf } from "./list";
export { activeItem, activeItems, loadItemRecords, quantityInBaseUnit } from "./records";
export type { ItemRecord } from "./records";
export { createItem, updateItem } from "./service";
export { lockItemStock } from "./stock-lock";
export type { OpeningStockRecorder } from "./service";
