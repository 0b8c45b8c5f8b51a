import { z } from "zod";
import { isoDate, searchText, uuid } from "./fields";

/**
 * The parts of the workspace an audit event belongs to, for filtering the log. The server
 * files each action under one of them (modules/audit/areas.ts); an import goes under the area
 * of what it imports, beside the changes it made.
 */
export const AUDIT_AREAS = [
  "access",
  "team",
  "settings",
  "items",
  "stock",
  "suppliers",
  "purchasing",
  "invoices",
  "recipes",
  "sales",
  "exports",
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  access: "Sign-in and access",
  team: "Team",
  settings: "Settings and locations",
  items: "Items and categories",
  stock: "Stock, counts and transfers",
  suppliers: "Suppliers and prices",
  purchasing: "Orders and receiving",
  invoices: "Invoices, payments and expenses",
  recipes: "Recipes, menu and training",
  sales: "Sales",
  exports: "Exports",
};

export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  area: z.string(),
  /** One line a manager can read: "maria@bistro.com changed the price of Butter from …". */
  summary: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  /** The location the change happened at, when it belongs to one. */
  locationId: z.string().nullable(),
  /** What changed, as data: ids, and `before` / `after` values where something was edited. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` to read older events; null at the start of the log. */
  nextBefore: z.string().nullable(),
});

/** A position in the log: the exact time (to the microsecond) and id of a page's last event. */
export const AUDIT_CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~([0-9a-f-]{36})$/;

/** The filters of the audit log, shared by the page and its CSV / XLSX export. */
export const auditFilterSchema = z.object({
  area: z.enum(AUDIT_AREAS, { error: `Choose an area: ${AUDIT_AREAS.join(", ")}.` }).optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,60}$/, { error: "`action` is an action's name, such as price_changed." })
    .optional(),
  actorUserId: uuid("person").optional(),
  locationId: uuid("location").optional(),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
  q: searchText(120),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditPageQuerySchema = auditFilterSchema.extend({
  before: z
    .string()
    .regex(AUDIT_CURSOR, { error: "`before` must be the nextBefore of an earlier page." })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditExportQuerySchema = auditFilterSchema.extend({
  format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
});
