/**
 * What an API token may do (decision 0031). A token acts for the owner who created it, and its
 * scopes narrow that owner's permissions: per area of the workspace, "read" or "write" (write
 * includes read). Every workspace route names the one scope it needs, or "none" (issue 26), and
 * a token reaches a route only when its scopes name that one. A permission no area lists is never
 * a token's: tokens do not manage members, billing, the workspace, other tokens, or read the
 * audit log.
 */
import type { Permission } from "./permissions";

/** The parts of the workspace a token's scopes name; the same list as @larder/contracts'. */
export const API_TOKEN_AREAS = [
  "stock",
  "purchasing",
  "invoices",
  "recipes",
  "sales",
  "analytics",
  "costs",
  "team",
  "locations",
] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];

export type ApiTokenAccess = "read" | "write";
/** "stock:read", "purchasing:write" … */
export type ApiTokenScope = `${ApiTokenArea}:${ApiTokenAccess}`;

/** What each area's read and write scopes grant. Areas without writes have an empty list. */
export const API_TOKEN_AREA_PERMISSIONS: Record<
  ApiTokenArea,
  { label: string; read: readonly Permission[]; write: readonly Permission[] }
> = {
  stock: {
    label: "Items, stock and counts",
    read: ["stock.view"],
    write: ["items.edit", "stock.count", "stock.record_usage", "stock.adjust", "stock.transfer"],
  },
  purchasing: {
    label: "Suppliers, orders and receiving",
    read: ["suppliers.view"],
    write: ["suppliers.manage", "orders.create", "orders.approve", "orders.receive"],
  },
  invoices: {
    label: "Invoices, payments and expenses",
    read: ["invoices.view", "expenses.view"],
    write: ["invoices.edit", "invoices.pay", "expenses.edit"],
  },
  recipes: {
    label: "Recipes, menu and cookbook",
    read: ["recipes.view"],
    write: ["recipes.edit", "training.manage"],
  },
  sales: { label: "Sales and variance", read: ["sales.view"], write: ["sales.import"] },
  analytics: {
    label: "Analytics and suggested orders",
    read: ["analytics.view"],
    write: [],
  },
  costs: { label: "Costs and values", read: ["costs.view"], write: [] },
  team: { label: "The team", read: ["members.view"], write: [] },
  locations: {
    label: "The workspace and its locations",
    read: ["workspace.view"],
    write: ["locations.manage"],
  },
};

/** The scopes a token may be given: each area's read (if it has one) and write (if it has one). */
export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = API_TOKEN_AREAS.flatMap((area) => {
  const { read, write } = API_TOKEN_AREA_PERMISSIONS[area];
  return [
    ...(read.length ? [`${area}:read` as const] : []),
    ...(write.length ? [`${area}:write` as const] : []),
  ];
});

export function isApiTokenScope(value: unknown): value is ApiTokenScope {
  return typeof value === "string" && (API_TOKEN_SCOPES as readonly string[]).includes(value);
}

/** The permissions `scopes` grant (before the creator's role is applied). */
export function scopePermissions(scopes: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const scope of scopes) {
    const [area, access] = scope.split(":") as [ApiTokenArea, string];
    const permissions = API_TOKEN_AREA_PERMISSIONS[area];
    if (!permissions) continue;
    for (const permission of permissions.read) granted.add(permission);
    if (access === "write") for (const permission of permissions.write) granted.add(permission);
  }
  return granted;
}

/** Whether a token with `scopes` may use `permission` (its creator's role must allow it too). */
export function scopesAllow(scopes: readonly string[], permission: Permission): boolean {
  return scopePermissions(scopes).has(permission);
}

/** The scope a workspace route needs of an API token, or "none": tokens may not call it. */
export type RouteScope = ApiTokenScope | "none";

const READING_METHODS = new Set(["GET", "HEAD"]);

/**
 * Why `scope` cannot be what a route of `method` that needs `permission` declares, or null when
 * it can: "none", or a scope of the area that holds the permission, read for GET and HEAD and
 * write for every other method (a write never passes on a read scope).
 */
export function routeScopeProblem(
  scope: unknown,
  permission: Permission,
  method: string,
): string | null {
  if (scope === undefined)
    return 'does not say which API token scope it needs (config.scope, or "none")';
  if (scope === "none") return null;
  if (!isApiTokenScope(scope)) return `names an unknown API token scope "${String(scope)}"`;
  const [area, access] = scope.split(":") as [ApiTokenArea, ApiTokenAccess];
  const reads = READING_METHODS.has(method);
  const wanted: ApiTokenAccess = reads ? "read" : "write";
  if (access !== wanted) {
    const fitting = `${area}:${wanted}`;
    return isApiTokenScope(fitting)
      ? `${reads ? "reads" : "writes"}, so its scope is ${fitting}, not ${scope}`
      : `${reads ? "reads" : "writes"}, and no scope of ${area} ${reads ? "reads" : "writes"}: declare "none"`;
  }
  const { read, write } = API_TOKEN_AREA_PERMISSIONS[area];
  if (![...read, ...write].includes(permission))
    return `needs ${permission}, which the ${area} scopes do not cover`;
  return null;
}

/**
 * Whether a token's `scopes` reach a route that declares `scope`: they name it, or the same
 * area's write scope for a read. "none" is reached by no token.
 */
export function scopesReach(scopes: readonly string[], scope: RouteScope): boolean {
  if (scope === "none") return false;
  if (scopes.includes(scope)) return true;
  const [area, access] = scope.split(":");
  return access === "read" && scopes.includes(`${area}:write`);
}

/** The longest a token may live: a year. A token that never expires is not offered. */
export const API_TOKEN_MAX_DAYS = 365;
