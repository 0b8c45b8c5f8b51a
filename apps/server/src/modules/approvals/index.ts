// The approvals module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { approvalRuleRoutes } from "./routes";
export {
  approvalChain,
  approvalHold,
  decideApproval,
  requestApproval,
  resetApproval,
  type ApprovalMail,
  type ApprovalSubject,
} from "./chain";
