// The backups module's public entry: what app.ts may use of it (decision 0033).
export { operatorCheck } from "./operator";
export { backupRoutes } from "./routes";
export { BackupService } from "./service";
