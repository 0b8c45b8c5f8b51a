// The backups module's public entry: what app.ts may use of it (decision 0033).
export { backupRoutes } from "./routes";
export { BackupService } from "./service";
