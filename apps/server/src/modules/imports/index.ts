// The imports module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { importRoutes } from "./routes";
export { readImport, writeImport } from "./import-jobs";
export { giveUpImport } from "./give-up";
