import type { ApiRoute } from "./api";
import { ANALYTICS_API } from "./analytics-api";
import { API_TOKENS_API } from "./api-tokens-api";
import { APPROVALS_API } from "./approvals-api";
import { AUDIT_API } from "./audit-api";
import { AUTH_API } from "./auth-api";
import { COOKBOOK_API } from "./cookbook-api";
import { COUNTS_API } from "./counts-api";
import { ITEMS_API } from "./items-api";
import { LOCATIONS_API } from "./locations-api";
import { MENU_API } from "./menu-api";
import { STOCK_API } from "./stock-api";
import { PASSKEYS_API } from "./passkeys-api";
import { HEALTH_API, UPLOADS_API } from "./server-api";
import { CREDITS_API } from "./credits-api";
import { NOTIFICATIONS_API } from "./notifications-api";
import { ORDERING_API } from "./ordering-api";
import { PURCHASING_API } from "./purchasing-api";
import { RECIPES_API } from "./recipes-api";
import { ACCOUNT_API } from "./account-api";
import { BACKUPS_API } from "./backups-api";
import { EXPORTS_API } from "./exports-api";
import { ACCOUNTING_API } from "./accounting-api";
import { IMPORTS_API, TABLE_IMPORTS_API } from "./imports-api";
import { PLANNING_API } from "./planning-api";
import { SALES_API } from "./sales-api";
import { SUPPLIERS_API } from "./suppliers-api";
import { TEAM_API } from "./team-api";
import { WORKSPACES_API } from "./workspaces-api";
import { VARIANCE_API } from "./variance-api";
import { INVOICES_API } from "./invoices-api";
import { SCANS_API } from "./scans-api";
import { EXPENSES_API } from "./expenses-api";

/** Every route declared in contracts so far (decision 0048): the server's tests hold each to its declaration. */
export const DECLARED_ROUTES: ApiRoute[] = [
  SUPPLIERS_API,
  AUTH_API,
  PASSKEYS_API,
  HEALTH_API,
  UPLOADS_API,
  API_TOKENS_API,
  ANALYTICS_API,
  APPROVALS_API,
  NOTIFICATIONS_API,
  VARIANCE_API,
  AUDIT_API,
  RECIPES_API,
  MENU_API,
  COOKBOOK_API,
  PURCHASING_API,
  CREDITS_API,
  ORDERING_API,
  COUNTS_API,
  STOCK_API,
  ITEMS_API,
  LOCATIONS_API,
  TEAM_API,
  WORKSPACES_API,
  ACCOUNT_API,
  BACKUPS_API,
  EXPORTS_API,
  SALES_API,
  PLANNING_API,
  ACCOUNTING_API,
  IMPORTS_API,
  ...Object.values(TABLE_IMPORTS_API),
  INVOICES_API,
  SCANS_API,
  EXPENSES_API,
].flatMap((routes) => Object.values(routes));
