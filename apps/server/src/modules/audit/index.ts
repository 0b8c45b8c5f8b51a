// The audit module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { auditRoutes } from "./routes";
export { actedBy, recordAudit, recordAudits, recordAuditForUser } from "./record";
export type { Actor, AuditEvent } from "./record";
export {
  changedFields,
  dollars,
  fieldWords,
  listed,
  memberName,
  recordChange,
  recordChanges,
  recordExport,
  rowSnapshot,
} from "./change";
export type { Change } from "./change";
