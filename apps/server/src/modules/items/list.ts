import type { Item, ItemSummary, Pack } from "@larder/contracts";
import {
  MONEY_SCALE,
  exact,
  stockStatus,
  toDecimal,
  usableUnits,
  type ItemUnits,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";

interface ItemRow {
  id: string;
  name: string;
  category_id: string | null;
  category: string | null;
  base_unit: string;
  grams_per_piece: string | null;
  grams_per_ml: string | null;
  allergens: string[];
  notes: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
  packs: Pack[];
  barcodes: { code: string; unit: string }[];
}

const ITEM_COLUMNS = `i.id, i.name, i.category_id, c.name as category, i.base_unit,
  i.grams_per_piece::text, i.grams_per_ml::text, i.allergens, i.notes,
  i.archived_at is not null as archived, i.created_at, i.updated_at,
  coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::text,
                                              'unit', p.unit) order by p.position)
              from item_packs p where p.workspace_id = i.workspace_id and p.item_id = i.id), '[]') as packs,
  coalesce((select json_agg(json_build_object('code', b.code, 'unit', b.unit) order by b.code)
              from item_barcodes b where b.workspace_id = i.workspace_id and b.item_id = i.id), '[]') as barcodes`;

const ITEM_FROM = `items i left join item_categories c
  on c.workspace_id = i.workspace_id and c.id = i.category_id`;

export function unitsOf(row: {
  base_unit: string;
  packs: Pack[];
  grams_per_piece: string | null;
  grams_per_ml: string | null;
}): ItemUnits {
  return {
    baseUnit: row.base_unit,
    packs: row.packs.map((pack) => ({ ...pack, quantity: toDecimal(pack.quantity) })),
    gramsPerPiece: row.grams_per_piece,
    gramsPerMl: row.grams_per_ml,
  };
}

/**
 * One item with its units, barcodes, and its stock, par levels and storage area at each
 * location `locationIds` names that carries it. Costs only when `showCosts`.
 */
export async function findItem(
  tx: Executor,
  workspaceId: string,
  itemId: string,
  locationIds: string[],
  showCosts: boolean,
): Promise<Item | null> {
  const { rows } = await tx.query<ItemRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.workspace_id = $1 and i.id = $2`,
    [workspaceId, itemId],
  );
  const row = rows[0];
  if (!row) return null;
  const { rows: stock } = await tx.query<{
    location_id: string;
    on_hand: string;
    minimum: string | null;
    maximum: string | null;
    average_unit_cost: string | null;
    storage_area_id: string | null;
  }>(
    `select b.location_id, b.on_hand::text, p.minimum::text, p.maximum::text,
            b.average_unit_cost::text, a.storage_area_id
       from stock_balances b
       join locations l on l.workspace_id = b.workspace_id and l.id = b.location_id
       left join par_levels p on p.workspace_id = b.workspace_id and p.item_id = b.item_id
                             and p.location_id = b.location_id
       left join item_storage_areas a on a.workspace_id = b.workspace_id and a.item_id = b.item_id
                                     and a.location_id = b.location_id
      where b.workspace_id = $1 and b.item_id = $2 and b.location_id = any($3::uuid[])
      order by lower(l.name)`,
    [workspaceId, itemId, locationIds],
  );
  const units = unitsOf(row);
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    category: row.category,
    baseUnit: row.base_unit,
    packs: units.packs.map((pack) => ({ ...pack })),
    gramsPerPiece: row.grams_per_piece === null ? null : toDecimal(row.grams_per_piece),
    gramsPerMl: row.grams_per_ml === null ? null : toDecimal(row.grams_per_ml),
    allergens: row.allergens as Item["allergens"],
    barcodes: row.barcodes,
    notes: row.notes,
    archived: row.archived,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    units: usableUnits(units),
    stock: stock.map((line) => {
      const cost = showCosts ? line.average_unit_cost : null;
      return {
        locationId: line.location_id,
        onHand: toDecimal(line.on_hand),
        minimum: line.minimum === null ? null : toDecimal(line.minimum),
        maximum: line.maximum === null ? null : toDecimal(line.maximum),
        status: stockStatus(line.on_hand, line.minimum),
        storageAreaId: line.storage_area_id,
        averageUnitCost: cost === null ? null : toDecimal(cost),
        value: cost === null ? null : toDecimal(exact(line.on_hand).mul(exact(cost)), MONEY_SCALE),
      };
    }),
  };
}

export interface ItemListFilter {
  search?: string | undefined;
  categoryId?: string | undefined;
  barcode?: string | undefined;
  archived: "include" | "exclude" | "only";
  limit: number;
  offset: number;
}

/** Items by name, for pickers and the barcode scanner. */
export async function listItems(
  tx: Executor,
  workspaceId: string,
  filter: ItemListFilter,
): Promise<{ items: ItemSummary[]; total: number }> {
  const search = filter.search?.replace(/[\\%_]/g, (match) => `\\${match}`) || null;
  const { rows } = await tx.query<ItemRow & { scanned_unit: string | null; total: string }>(
    `select ${ITEM_COLUMNS},
            (select b.unit from item_barcodes b where b.workspace_id = i.workspace_id
                and b.item_id = i.id and b.code = $5) as scanned_unit,
            count(*) over () as total
       from ${ITEM_FROM}
      where i.workspace_id = $1
        and ($2::text is null or i.name ilike '%' || $2 || '%')
        and ($3::uuid is null or i.category_id = $3)
        and ($4 = 'include' or ($4 = 'only') = (i.archived_at is not null))
        and ($5::text is null or exists (select 1 from item_barcodes b where b.workspace_id = i.workspace_id
                                           and b.item_id = i.id and b.code = $5))
      order by lower(i.name), i.id
      limit $6 offset $7`,
    [
      workspaceId,
      search,
      filter.categoryId ?? null,
      filter.archived,
      filter.barcode ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      categoryId: row.category_id,
      category: row.category,
      baseUnit: row.base_unit,
      units: usableUnits(unitsOf(row)),
      archived: row.archived,
      scannedUnit: row.scanned_unit,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
