import type { ApiRoute } from "./api";
import { ANALYTICS_API } from "./analytics-api";
import { API_TOKENS_API } from "./api-tokens-api";
import { APPROVALS_API } from "./approvals-api";
import { AUDIT_API } from "./audit-api";
import { NOTIFICATIONS_API } from "./notifications-api";
import { SUPPLIERS_API } from "./suppliers-api";
import { VARIANCE_API } from "./variance-api";

/** Every route declared in contracts so far (decision 0048): the server's tests hold each to its declaration. */
export const DECLARED_ROUTES: ApiRoute[] = [
  SUPPLIERS_API,
  API_TOKENS_API,
  ANALYTICS_API,
  APPROVALS_API,
  NOTIFICATIONS_API,
  VARIANCE_API,
  AUDIT_API,
].flatMap((routes) => Object.values(routes));
