import type { LiveEvent, Notification, NotificationList } from "@larder/contracts";
import {
  rolesWith,
  scopesReach,
  stockStatus,
  toDecimal,
  unitLabel,
  type RouteScope,
} from "@larder/domain";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { iso } from "../../core/dates";
import { publish } from "../../realtime/hub";
import { findSession } from "../auth";

/** An item that has just gone below its minimum, or to zero, at a location. */
export interface LowStockCrossing {
  itemId: string;
  itemName: string;
  locationId: string;
  /** In the base unit, after the movement. */
  onHand: string;
  baseUnit: string;
}

/** "12.5 kg": on hand as the alert shows it. */
export function describeOnHand(onHand: string, baseUnit: string): string {
  return `${toDecimal(onHand, 3)} ${unitLabel(baseUnit)}`;
}

/**
 * What an alert says: 'Low Stock Alert' with what remains while some is left, 'Out of Stock
 * Alert' with where once nothing is (at zero "0 kg remaining" is not news that reads as such).
 * Out and low are the domain's rules: out at or below zero (issue 26, item 10).
 */
export function stockAlertText(
  crossing: LowStockCrossing,
  locationName: string,
): { title: string; message: string } {
  if (stockStatus(crossing.onHand, null) === "out")
    return {
      title: "Out of Stock Alert",
      message: `${crossing.itemName} is out of stock at ${locationName}`,
    };
  return {
    title: "Low Stock Alert",
    message: `${crossing.itemName} is running low (${describeOnHand(crossing.onHand, crossing.baseUnit)} remaining)`,
  };
}

/**
 * Tells every member who may see the location that an item is running low or has run out: one
 * alert each, written in the caller's transaction and announced live once it commits.
 */
export async function notifyLowStock(
  tx: Executor,
  workspaceId: string,
  crossings: LowStockCrossing[],
): Promise<void> {
  if (crossings.length === 0) return;
  const { rows: places } = await tx.query<{ id: string; name: string }>(
    "select id, name from locations where workspace_id = $1 and id = any($2::uuid[])",
    [workspaceId, [...new Set(crossings.map((crossing) => crossing.locationId))]],
  );
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  const { rows } = await tx.query<{ user_id: string }>(
    `insert into notifications (workspace_id, user_id, kind, title, message, item_id, location_id)
     select $1, m.user_id, 'low_stock', c.title, c.message, c.item_id, c.location_id
       from jsonb_to_recordset($2::jsonb) as c(item_id uuid, location_id uuid, title text, message text)
       join memberships m on m.workspace_id = $1
      where m.all_locations
         or exists (select 1 from membership_locations ml
                     where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id
                       and ml.location_id = c.location_id)
     returning user_id`,
    [
      workspaceId,
      JSON.stringify(
        crossings.map((crossing) => ({
          item_id: crossing.itemId,
          location_id: crossing.locationId,
          ...stockAlertText(crossing, placeName.get(crossing.locationId) ?? "its location"),
        })),
      ),
    ],
  );
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  if (userIds.length > 0)
    await publish(tx, { workspaceId, event: { type: "notifications" }, userIds });
}

/** An item's price went up by more than the workspace's alert threshold. */
export interface PriceRise {
  itemId: string;
  itemName: string;
  supplierName: string;
  message: string;
}

/**
 * Tells purchasing, managers and owners that a supplier's price went up by more than the
 * workspace's threshold.
 * Several rises at once (a delivery, an invoice) take one statement and one event.
 */
export async function notifyPriceRises(
  tx: Executor,
  workspaceId: string,
  rises: PriceRise[],
): Promise<void> {
  if (rises.length === 0) return;
  const { rows } = await tx.query<{ user_id: string }>(
    `insert into notifications (workspace_id, user_id, kind, title, message, item_id, link)
     select $1, m.user_id, 'price_rise', 'Price Rise Alert', r.message, r.item_id,
            '/app/inventory/items/' || r.item_id
       from unnest($2::text[], $3::uuid[]) with ordinality as r(message, item_id, n)
       cross join memberships m
      where m.workspace_id = $1 and m.role = any($4::text[])
      order by r.n, m.user_id
     returning user_id`,
    [
      workspaceId,
      rises.map((rise) => rise.message),
      rises.map((rise) => rise.itemId),
      rolesWith("suppliers.manage"),
    ],
  );
  if (rows.length > 0)
    await publish(tx, {
      workspaceId,
      event: { type: "notifications" },
      userIds: [...new Set(rows.map((row) => row.user_id))],
    });
}

interface NotificationRow {
  id: string;
  kind: "low_stock" | "price_rise" | "approval";
  link: string | null;
  title: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
  item_id: string | null;
  location_id: string | null;
}

/** The person's most recent notifications in the workspace, and how many are unread. */
export async function listNotifications(
  tx: Executor,
  workspaceId: string,
  userId: string,
  limit = 50,
): Promise<NotificationList> {
  const { rows } = await tx.query<NotificationRow>(
    `select id, kind, link, title, message, created_at, read_at, item_id, location_id from notifications
      where workspace_id = $1 and user_id = $2
      order by created_at desc, id desc limit $3`,
    [workspaceId, userId, limit],
  );
  const { rows: unread } = await tx.query<{ n: number }>(
    `select count(*)::int as n from notifications
      where workspace_id = $1 and user_id = $2 and read_at is null`,
    [workspaceId, userId],
  );
  return {
    notifications: rows.map((row): Notification => ({
      id: row.id,
      type:
        row.kind === "price_rise"
          ? "price-rise"
          : row.kind === "approval"
            ? "approval"
            : "low-stock",
      title: row.title,
      message: row.message,
      timestamp: iso(row.created_at),
      read: row.read_at !== null,
      itemId: row.item_id,
      locationId: row.location_id,
      link: row.link ?? (row.item_id ? `/app/inventory/items/${row.item_id}` : null),
    })),
    unread: unread[0]!.n,
  };
}

/** Marks every notification of the person in the workspace as read. */
export async function markAllRead(
  tx: Executor,
  workspaceId: string,
  userId: string,
): Promise<number> {
  const { rowCount } = await tx.query(
    `update notifications set read_at = now()
      where workspace_id = $1 and user_id = $2 and read_at is null`,
    [workspaceId, userId],
  );
  if (rowCount > 0)
    await publish(tx, { workspaceId, event: { type: "notifications" }, userIds: [userId] });
  return rowCount;
}

/** Whether the session `token` names is still live and its person still a member of the workspace. */
export async function stillMember(
  db: Database,
  token: string,
  workspaceId: string,
): Promise<boolean> {
  if (!token) return false;
  const session = await findSession(db, token, { touch: false });
  if (!session) return false;
  return withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
    const { rows } = await tx.query(
      "select 1 from memberships where workspace_id = $1 and user_id = $2",
      [workspaceId, session.userId],
    );
    return rows.length > 0;
  });
}

/**
 * Whether an API token may keep its event stream open: not revoked, not expired, and its
 * owner still a member of its workspace (an event stream opened with a token has no session).
 */
export async function tokenStillLive(
  db: Database,
  tokenId: string,
  workspaceId: string,
): Promise<boolean> {
  return withTenant(db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query(
      `select 1 from api_tokens t
         join memberships m on m.workspace_id = t.workspace_id and m.user_id = t.created_by
        where t.workspace_id = $1 and t.id = $2 and t.revoked_at is null and t.expires_at > now()`,
      [workspaceId, tokenId],
    );
    return rows.length > 0;
  });
}

/**
 * The scope each live event's news belongs to, for a stream opened with an API token: it hears
 * only of the areas its scopes name, and never of its owner's notifications (issue 26).
 */
const EVENT_SCOPES: Record<LiveEvent["type"], RouteScope> = {
  stock: "stock:read",
  count: "stock:read",
  items: "stock:read",
  sales: "sales:read",
  scans: "invoices:read",
  expenses: "invoices:read",
  notifications: "none",
};

/** Whether a stream opened with a token of `scopes` hears of `event`. */
export function tokenMayHear(scopes: readonly string[], event: LiveEvent): boolean {
  return scopesReach(scopes, EVENT_SCOPES[event.type]);
}
