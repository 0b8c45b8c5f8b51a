import { TABLE_IMPORT_COLUMNS } from "@larder/contracts";
import { toDecimal, unitLabel } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { ExportTable } from "./tables";

const PAGE = 2000;

interface SupplierItemRow {
  sort_key: string;
  supplier: string;
  item: string;
  sku: string;
  unit: string;
  pack_quantity: string | null;
  pack_unit: string | null;
  price: string;
}

/**
 * What each supplier sells at what price, in exactly the columns the supplier items import
 * reads, so a price list can go round: export, edit the prices, import. A pack is written with
 * its size, so the file also adds the pack to an item that lacks it. Archived suppliers and
 * items are left out: the import would not find them.
 */
export function supplierItemsTable(tx: Executor, workspaceId: string): ExportTable {
  return {
    name: "supplier-items",
    header: TABLE_IMPORT_COLUMNS.supplier_items.map((column) => column.name),
    async *pages() {
      let after = "";
      for (;;) {
        const { rows }: { rows: SupplierItemRow[] } = await tx.query<SupplierItemRow>(
          `select lower(s.name) || '|' || lower(i.name) || '|' || x.id as sort_key,
                  s.name as supplier, i.name as item, x.sku, x.unit,
                  p.quantity::text as pack_quantity, p.unit as pack_unit, x.price::text
             from supplier_items x
             join suppliers s on s.workspace_id = x.workspace_id and s.id = x.supplier_id
                             and s.archived_at is null
             join items i on i.workspace_id = x.workspace_id and i.id = x.item_id
                         and i.archived_at is null
             left join item_packs p on p.workspace_id = x.workspace_id and p.item_id = x.item_id
                                   and lower(p.name) = lower(x.unit)
            where x.workspace_id = $1
              and lower(s.name) || '|' || lower(i.name) || '|' || x.id > $2
            order by 1 limit $3`,
          [workspaceId, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.supplier,
          row.item,
          row.sku,
          // A pack by its own name (the import finds it by name), a standard unit by its label.
          row.pack_unit === null ? unitLabel(row.unit) : row.unit,
          row.pack_quantity === null ? "" : toDecimal(row.pack_quantity),
          row.pack_unit === null ? "" : unitLabel(row.pack_unit),
          toDecimal(row.price, 4),
        ]);
        after = rows.at(-1)!.sort_key;
      }
    },
  };
}
