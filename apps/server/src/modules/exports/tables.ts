import type { MovementKind } from "@larder/contracts";
import {
  ADJUSTMENT_REASON_LABELS,
  ALLERGEN_LABELS,
  IMPORT_COLUMNS,
  MOVEMENT_KIND_LABELS,
  WASTE_REASON_LABELS,
  type Allergen,
  type ImportColumn,
} from "@larder/contracts";
import { MONEY_SCALE, exact, stockStatus, toDecimal, unitLabel } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { TableSource } from "../../lib/table-download";

/** A table to export: its header, then its rows, read a page at a time. */
export type ExportTable = TableSource;

const PAGE = 2000;

/**
 * Items with their places, one row per item and location, in exactly the columns the import
 * reads: export, edit in a spreadsheet, import again.
 */
export function itemsTable(tx: Executor, workspaceId: string, locationIds: string[]): ExportTable {
  return {
    name: "items",
    header: [...IMPORT_COLUMNS],
    async *pages() {
      let after = "";
      for (;;) {
        const { rows } = await tx.query<{
          sort_key: string;
          name: string;
          category: string | null;
          base_unit: string;
          location: string | null;
          on_hand: string | null;
          cost: string | null;
          minimum: string | null;
          maximum: string | null;
          area: string | null;
          barcode: string | null;
          allergens: Allergen[];
        }>(
          `select lower(i.name) || '|' || coalesce(l.name, '') || '|' || i.id as sort_key,
                  i.name, c.name as category, i.base_unit, l.name as location,
                  b.on_hand::text, b.average_unit_cost::text as cost, p.minimum::text,
                  p.maximum::text, a.name as area,
                  (select min(code) from item_barcodes x where x.workspace_id = i.workspace_id
                      and x.item_id = i.id) as barcode, i.allergens
             from items i
             left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
             left join stock_balances b on b.workspace_id = i.workspace_id and b.item_id = i.id
                                       and b.location_id = any($2::uuid[])
             left join locations l on l.workspace_id = b.workspace_id and l.id = b.location_id
             left join par_levels p on p.workspace_id = b.workspace_id and p.item_id = i.id
                                   and p.location_id = b.location_id
             left join item_storage_areas ia on ia.workspace_id = b.workspace_id and ia.item_id = i.id
                                            and ia.location_id = b.location_id
             left join storage_areas a on a.workspace_id = ia.workspace_id and a.id = ia.storage_area_id
            where i.workspace_id = $1 and i.archived_at is null
              and lower(i.name) || '|' || coalesce(l.name, '') || '|' || i.id > $3
            order by 1 limit $4`,
          [workspaceId, locationIds, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => {
          const cells: Record<ImportColumn, string> = {
            name: row.name,
            category: row.category ?? "",
            unit: unitLabel(row.base_unit),
            location: row.location ?? "",
            on_hand: row.on_hand === null ? "" : toDecimal(row.on_hand),
            unit_cost: row.cost === null ? "" : toDecimal(row.cost),
            minimum: row.minimum === null ? "" : toDecimal(row.minimum),
            maximum: row.maximum === null ? "" : toDecimal(row.maximum),
            storage_area: row.area ?? "",
            barcode: row.barcode ?? "",
            allergens: row.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(", "),
          };
          return IMPORT_COLUMNS.map((column) => cells[column]);
        });
        after = rows.at(-1)!.sort_key;
      }
    },
  };
}

/** Stock on hand per item and location, with its status and (for those who see costs) value. */
export function stockTable(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  showCosts: boolean,
): ExportTable {
  return {
    name: "stock",
    header: [
      "item",
      "category",
      "location",
      "on_hand",
      "unit",
      "minimum",
      "maximum",
      "status",
      ...(showCosts ? ["average_unit_cost", "value"] : []),
    ],
    async *pages() {
      let after = "";
      for (;;) {
        const { rows } = await tx.query<{
          sort_key: string;
          name: string;
          category: string | null;
          location: string;
          on_hand: string;
          base_unit: string;
          minimum: string | null;
          maximum: string | null;
          cost: string | null;
        }>(
          `select lower(i.name) || '|' || l.name || '|' || i.id as sort_key, i.name,
                  c.name as category, l.name as location, b.on_hand::text, i.base_unit,
                  p.minimum::text, p.maximum::text, b.average_unit_cost::text as cost
             from stock_balances b
             join items i on i.workspace_id = b.workspace_id and i.id = b.item_id and i.archived_at is null
             join locations l on l.workspace_id = b.workspace_id and l.id = b.location_id
             left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
             left join par_levels p on p.workspace_id = b.workspace_id and p.item_id = b.item_id
                                   and p.location_id = b.location_id
            where b.workspace_id = $1 and b.location_id = any($2::uuid[])
              and lower(i.name) || '|' || l.name || '|' || i.id > $3
            order by 1 limit $4`,
          [workspaceId, locationIds, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.name,
          row.category ?? "",
          row.location,
          toDecimal(row.on_hand),
          unitLabel(row.base_unit),
          row.minimum === null ? "" : toDecimal(row.minimum),
          row.maximum === null ? "" : toDecimal(row.maximum),
          stockStatus(row.on_hand, row.minimum),
          ...(showCosts
            ? [
                row.cost === null ? "" : toDecimal(row.cost),
                row.cost === null
                  ? ""
                  : toDecimal(exact(row.on_hand).mul(exact(row.cost)), MONEY_SCALE),
              ]
            : []),
        ]);
        after = rows.at(-1)!.sort_key;
      }
    },
  };
}

interface LedgerRow {
  id: string;
  at: string;
  occurred_at: Date;
  name: string;
  location: string;
  kind: MovementKind;
  quantity: string;
  base_unit: string;
  entered_quantity: string | null;
  entered_unit: string | null;
  reason: string | null;
  note: string;
  user_name: string | null;
  unit_cost: string | null;
}

const REASONS: Record<string, string> = { ...WASTE_REASON_LABELS, ...ADJUSTMENT_REASON_LABELS };

/** The ledger between two days, oldest first. */
export function movementsTable(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  range: { from: string | null; to: string | null },
  showCosts: boolean,
): ExportTable {
  return {
    name: "movements",
    header: [
      "occurred_at",
      "item",
      "location",
      "kind",
      "quantity",
      "unit",
      "entered_quantity",
      "entered_unit",
      "reason",
      "note",
      "recorded_by",
      ...(showCosts ? ["unit_cost", "value"] : []),
    ],
    async *pages() {
      let afterAt: string | null = null;
      let afterId: string | null = null;
      for (;;) {
        const { rows }: { rows: LedgerRow[] } = await tx.query<LedgerRow>(
          `select m.id, m.occurred_at::text as at, m.occurred_at, i.name, l.name as location, m.kind,
                  m.quantity::text, i.base_unit, m.entered_quantity::text, m.entered_unit, m.reason,
                  m.note, coalesce(nullif(u.name, ''), u.email) as user_name, m.unit_cost::text
             from stock_movements m
             join items i on i.workspace_id = m.workspace_id and i.id = m.item_id
             join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
             left join users u on u.id = m.user_id
            where m.workspace_id = $1 and m.location_id = any($2::uuid[])
              and ($3::date is null or m.occurred_at >= $3::date)
              and ($4::date is null or m.occurred_at < $4::date + 1)
              and ($5::timestamptz is null or (m.occurred_at, m.id) > ($5::timestamptz, $6::uuid))
            order by m.occurred_at, m.id limit $7`,
          [workspaceId, locationIds, range.from, range.to, afterAt, afterId, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.occurred_at.toISOString(),
          row.name,
          row.location,
          MOVEMENT_KIND_LABELS[row.kind],
          toDecimal(row.quantity),
          unitLabel(row.base_unit),
          row.entered_quantity === null ? "" : toDecimal(row.entered_quantity),
          row.entered_unit ? unitLabel(row.entered_unit) : "",
          row.reason ? (REASONS[row.reason] ?? row.reason) : "",
          row.note,
          row.user_name ?? "",
          ...(showCosts
            ? [
                row.unit_cost === null ? "" : toDecimal(row.unit_cost),
                row.unit_cost === null
                  ? ""
                  : toDecimal(exact(row.quantity).mul(exact(row.unit_cost)), MONEY_SCALE),
              ]
            : []),
        ]);
        const last: LedgerRow = rows.at(-1)!;
        afterAt = last.at;
        afterId = last.id;
      }
    },
  };
}
