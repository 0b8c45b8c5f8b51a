/**
 * Who may do what in a workspace. This one matrix is enforced by the server on every endpoint
 * and read by the app to decide what to offer; docs/permissions.md explains it for people.
 */

export const ROLES = ["owner", "manager", "chef", "purchasing", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  manager: "Manager",
  chef: "Chef",
  purchasing: "Purchasing",
  staff: "Staff",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including members, billing and the audit log.",
  manager: "Runs the kitchen's numbers: approves orders, pays invoices, manages locations.",
  chef: "Edits items, recipes and counts; records usage and waste; sees costs.",
  purchasing: "Orders from suppliers, receives deliveries and enters invoices.",
  staff: "Counts stock and records usage and waste. Does not see costs or invoices.",
};

export const PERMISSIONS = [
  // Stock on the floor
  "stock.view",
  "stock.count",
  "stock.record_usage",
  "stock.adjust",
  "stock.transfer",
  "items.edit",
  "recipes.view",
  "recipes.edit",
  "training.manage",
  // Money
  "costs.view",
  "suppliers.view",
  "suppliers.manage",
  "orders.create",
  "orders.approve",
  "orders.receive",
  "invoices.view",
  "invoices.edit",
  "invoices.pay",
  "expenses.view",
  "expenses.edit",
  "analytics.view",
  "sales.view",
  "sales.import",
  // The workspace itself
  "workspace.view",
  "locations.manage",
  "members.view",
  "members.manage",
  "workspace.manage",
  "billing.manage",
  "audit.view",
  "api_tokens.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets someone do, in the words of docs/permissions.md and the app. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  "stock.view": "See stock on hand",
  "stock.count": "Count stock",
  "stock.record_usage": "Record usage and waste",
  "stock.adjust": "Adjust stock with a reason",
  "stock.transfer": "Transfer stock between locations",
  "items.edit": "Create and edit items",
  "recipes.view": "See recipes",
  "recipes.edit": "Edit recipes and the menu",
  "training.manage": "Set required reading and see who has read it",
  "costs.view": "See costs and values",
  "suppliers.view": "See suppliers and prices",
  "suppliers.manage": "Manage suppliers and prices",
  "orders.create": "Create and send purchase orders",
  "orders.approve": "Approve purchase orders above the limit",
  "orders.receive": "Receive deliveries",
  "invoices.view": "See invoices",
  "invoices.edit": "Enter and match invoices",
  "invoices.pay": "Record payments",
  "expenses.view": "See expenses",
  "expenses.edit": "Record expenses and their receipts",
  "analytics.view": "See analytics and suggested orders",
  "sales.view": "See sales, variance and menu engineering",
  "sales.import": "Import sales and map POS items to the menu",
  "workspace.view": "See the workspace and its locations",
  "locations.manage": "Manage locations, storage areas and the planning calendar",
  "members.view": "See the team",
  "members.manage": "Invite, change roles of and remove members",
  "workspace.manage": "Rename the workspace and set its email domain",
  "billing.manage": "Manage billing",
  "audit.view": "See the audit log",
  "api_tokens.manage": "Create and revoke API tokens",
};

/** The matrix as a Markdown table, one row per permission (docs/permissions.md holds it). */
export function permissionsMarkdownTable(): string {
  const header = `| Permission | ${ROLES.map((role) => ROLE_LABELS[role]).join(" | ")} |`;
  const rule = `| --- | ${ROLES.map(() => ":-:").join(" | ")} |`;
  const rows = PERMISSIONS.map(
    (permission) =>
      `| ${PERMISSION_LABELS[permission]} (\`${permission}\`) | ${ROLES.map((role) => (can(role, permission) ? "yes" : "")).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}

const everyone: Permission[] = [
  "workspace.view",
  "stock.view",
  "stock.count",
  "stock.record_usage",
  "recipes.view",
  "members.view",
];

const matrix: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter(
    (permission) =>
      ![
        "members.manage",
        "workspace.manage",
        "billing.manage",
        "audit.view",
        "api_tokens.manage",
      ].includes(permission),
  ),
  chef: [
    ...everyone,
    "stock.adjust",
    "stock.transfer",
    "items.edit",
    "recipes.edit",
    "training.manage",
    "costs.view",
    "suppliers.view",
    "analytics.view",
    "sales.view",
    "sales.import",
  ],
  purchasing: [
    ...everyone,
    "stock.transfer",
    "costs.view",
    "suppliers.view",
    "suppliers.manage",
    "orders.create",
    "orders.receive",
    "invoices.view",
    "invoices.edit",
    "analytics.view",
  ],
  staff: everyone,
};

const granted = Object.fromEntries(
  ROLES.map((role) => [role, new Set<Permission>(matrix[role])]),
) as unknown as Record<Role, ReadonlySet<Permission>>;

/** Whether `role` may do `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return granted[role].has(permission);
}

/** Every permission of `role`, in the matrix's order. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => granted[role].has(permission));
}

/** The roles that hold `permission`. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => granted[role].has(permission));
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
