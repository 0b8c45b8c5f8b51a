// The expenses module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { expenseRoutes } from "./routes";
export { createExpense, findExpense } from "./service";
export { expensesAccountingCsv } from "./accounting";
export { reportMonths } from "./report";
export { writeDueOccurrences } from "./recurring";
