// The exports module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { exportRoutes } from "./routes";
export { sendTable } from "../../lib/table-download";
export { downloadHeaders, writeCsv, writeXlsx } from "../../lib/table-download";
export type { TableSource } from "../../lib/table-download";
