// The stock module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { stockRoutes } from "./routes";
export { recordMovements } from "./record";
export { recordMovementBatch } from "./batch";
export type { NewMovement } from "./ledger";
export { recordOpeningStock } from "./actions";
export { groupSource, groupToday } from "./group";
