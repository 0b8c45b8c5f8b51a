/**
 * What an API token may do (decision 0031). A token acts for the owner who created it, and its
 * scopes narrow that owner's permissions: per area of the workspace, "read" or "write" (write
 * includes read). A permission no area lists is never a token's: tokens do not manage members,
 * billing, the workspace, other tokens, or read the audit log.
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
    label: "Locations, storage areas and the planning calendar",
    read: [],
    write: ["locations.manage"],
  },
};

/** Every token may see its workspace and locations: nothing else is usable without their ids. */
export const EVERY_TOKEN: readonly Permission[] = ["workspace.view"];

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
  const granted = new Set<Permission>(EVERY_TOKEN);
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

/** The smallest scope that grants `permission` ("stock:write"), or null when no token may. */
export function scopeFor(permission: Permission): ApiTokenScope | null {
  if (EVERY_TOKEN.includes(permission)) return null;
  for (const area of API_TOKEN_AREAS) {
    const { read, write } = API_TOKEN_AREA_PERMISSIONS[area];
    if (read.includes(permission)) return `${area}:read`;
    if (write.includes(permission)) return `${area}:write`;
  }
  return null;
}

/** The longest a token may live: a year. A token that never expires is not offered. */
export const API_TOKEN_MAX_DAYS = 365;
