import { TABLE_IMPORT_COLUMNS, WEEKDAYS } from "@larder/contracts";
import { MONEY_SCALE, exact, toDecimal, unitLabel } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { ExportTable } from "./tables";

const PAGE = 2000;
const decimal = (value: string | null, scale?: number) =>
  value === null ? "" : toDecimal(value, scale);

/**
 * Suppliers in exactly the columns their import reads, so a file can go round: export, edit,
 * import (here or into another workspace).
 */
export function suppliersTable(tx: Executor, workspaceId: string): ExportTable {
  return {
    name: "suppliers",
    header: TABLE_IMPORT_COLUMNS.suppliers.map((column) => column.name),
    async *pages() {
      let after = "";
      for (;;) {
        const { rows } = await tx.query<{
          sort_key: string;
          name: string;
          contact_name: string;
          email: string;
          phone: string;
          ordering_email: string;
          account_number: string;
          delivery_days: number[];
          lead_time_days: number;
          minimum_order: string | null;
          payment_terms_days: number;
          notes: string;
        }>(
          `select lower(name) || '|' || id as sort_key, name, contact_name, email, phone,
                  ordering_email, account_number, delivery_days, lead_time_days,
                  minimum_order::text, payment_terms_days, notes
             from suppliers
            where workspace_id = $1 and archived_at is null and lower(name) || '|' || id > $2
            order by 1 limit $3`,
          [workspaceId, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.name,
          row.contact_name,
          row.email,
          row.phone,
          row.ordering_email,
          row.account_number,
          row.delivery_days.map((day) => WEEKDAYS[day]).join(", "),
          String(row.lead_time_days),
          decimal(row.minimum_order, 2),
          String(row.payment_terms_days),
          row.notes,
        ]);
        after = rows.at(-1)!.sort_key;
      }
    },
  };
}

/** Purchase orders, one row per line, newest first, at the locations the member sees. */
export function ordersTable(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  showCosts: boolean,
): ExportTable {
  return {
    name: "orders",
    header: [
      "order_number",
      "status",
      "supplier",
      "location",
      "created_at",
      "expected_on",
      "item",
      "quantity",
      "unit",
      "received_quantity",
      ...(showCosts ? ["unit_price", "tax_rate", "line_total"] : []),
    ],
    async *pages() {
      let after: { at: string; id: string; position: number } | null = null;
      for (;;) {
        const { rows }: { rows: OrderLineRow[] } = await tx.query<OrderLineRow>(
          `select o.id, o.created_at::text as at, l.position, o.number, o.status, s.name as supplier,
                  loc.name as location, o.created_at, o.expected_on::text, i.name as item,
                  l.quantity::text, l.unit, l.received_quantity::text, l.unit_price::text,
                  l.tax_rate::text
             from purchase_orders o
             join purchase_order_lines l on l.workspace_id = o.workspace_id and l.order_id = o.id
             join suppliers s on s.workspace_id = o.workspace_id and s.id = o.supplier_id
             join locations loc on loc.workspace_id = o.workspace_id and loc.id = o.location_id
             join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
            where o.workspace_id = $1 and o.location_id = any($2::uuid[])
              and ($3::timestamptz is null
                   or (o.created_at, o.id, l.position) < ($3::timestamptz, $4::uuid, $5::int))
            order by o.created_at desc, o.id desc, l.position desc limit $6`,
          [
            workspaceId,
            locationIds,
            after?.at ?? null,
            after?.id ?? null,
            after?.position ?? 0,
            PAGE,
          ],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.number,
          row.status.replace("_", " "),
          row.supplier,
          row.location,
          row.created_at.toISOString(),
          row.expected_on ?? "",
          row.item,
          toDecimal(row.quantity),
          unitLabel(row.unit),
          toDecimal(row.received_quantity),
          ...(showCosts
            ? [
                toDecimal(row.unit_price, 4),
                toDecimal(row.tax_rate),
                toDecimal(exact(row.quantity).mul(exact(row.unit_price)), MONEY_SCALE),
              ]
            : []),
        ]);
        const last: OrderLineRow = rows.at(-1)!;
        after = { at: last.at, id: last.id, position: last.position };
      }
    },
  };
}

interface OrderLineRow {
  id: string;
  at: string;
  position: number;
  number: string;
  status: string;
  supplier: string;
  location: string;
  created_at: Date;
  expected_on: string | null;
  item: string;
  quantity: string;
  unit: string;
  received_quantity: string;
  unit_price: string;
  tax_rate: string;
}

interface CountLineRow {
  sort_key: string;
  started_at: Date;
  status: string;
  location: string;
  area: string | null;
  item: string;
  base_unit: string;
  expected: string | null;
  counted: string | null;
  counted_by: string | null;
  counted_at: Date | null;
}

/** Stock counts, one row per line (counted or not), newest count first. */
export function countsTable(tx: Executor, workspaceId: string, locationIds: string[]): ExportTable {
  return {
    name: "counts",
    header: [
      "count_started_at",
      "count_status",
      "location",
      "storage_area",
      "item",
      "expected",
      "counted",
      "difference",
      "unit",
      "counted_by",
      "counted_at",
    ],
    async *pages() {
      let after = "~";
      for (;;) {
        const { rows }: { rows: CountLineRow[] } = await tx.query<CountLineRow>(
          `select to_char(c.started_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || '|' || c.id || '|'
                    || lower(i.name) || '|' || i.id as sort_key,
                  c.started_at, c.status, loc.name as location, a.name as area, i.name as item,
                  i.base_unit, l.expected_quantity::text as expected,
                  l.counted_quantity::text as counted,
                  coalesce(nullif(u.name, ''), u.email) as counted_by, l.counted_at
             from stock_counts c
             join stock_count_lines l on l.workspace_id = c.workspace_id and l.count_id = c.id
             join items i on i.workspace_id = l.workspace_id and i.id = l.item_id
             join locations loc on loc.workspace_id = c.workspace_id and loc.id = c.location_id
             left join storage_areas a on a.workspace_id = c.workspace_id
                                      and a.id = coalesce(l.storage_area_id, c.storage_area_id)
             left join users u on u.id = l.counted_by
            where c.workspace_id = $1 and c.location_id = any($2::uuid[])
              and to_char(c.started_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || '|' || c.id || '|'
                    || lower(i.name) || '|' || i.id < $3
            order by 1 desc limit $4`,
          [workspaceId, locationIds, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.started_at.toISOString(),
          row.status,
          row.location,
          row.area ?? "",
          row.item,
          decimal(row.expected),
          decimal(row.counted),
          row.expected !== null && row.counted !== null
            ? toDecimal(exact(row.counted).sub(exact(row.expected)))
            : "",
          unitLabel(row.base_unit),
          row.counted_by ?? "",
          row.counted_at ? row.counted_at.toISOString() : "",
        ]);
        after = rows.at(-1)!.sort_key;
      }
    },
  };
}
