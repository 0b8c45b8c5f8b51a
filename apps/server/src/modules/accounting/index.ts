// The accounting module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { accountingRoutes } from "./routes";
export { LINELESS_CATEGORY_SQL, lineCategories, rememberCategories } from "./choices";
export { ledgerAccountOf } from "./chart";
