import type { Count, CountLine, CountSummary } from "@larder/contracts";
import { MONEY_SCALE, exact, sum, toDecimal, usableUnits, type Exact } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { unitsOf } from "../items";

interface SummaryRow {
  id: string;
  location_id: string;
  location_name: string;
  storage_area_id: string | null;
  storage_area_name: string | null;
  status: CountSummary["status"];
  started_at: Date;
  started_by: string | null;
  finished_at: Date | null;
  finished_by: string | null;
  lines: number;
  counted: number;
}

const SUMMARY_SQL = `
  select c.id, c.location_id, l.name as location_name, c.storage_area_id,
         a.name as storage_area_name, c.status, c.started_at,
         coalesce(nullif(us.name, ''), us.email) as started_by, c.finished_at,
         coalesce(nullif(uf.name, ''), uf.email) as finished_by,
         (select count(*)::int from stock_count_lines x
           where x.workspace_id = c.workspace_id and x.count_id = c.id) as lines,
         (select count(*)::int from stock_count_lines x
           where x.workspace_id = c.workspace_id and x.count_id = c.id
             and x.counted_quantity is not null) as counted
    from stock_counts c
    join locations l on l.workspace_id = c.workspace_id and l.id = c.location_id
    left join storage_areas a on a.workspace_id = c.workspace_id and a.id = c.storage_area_id
    left join users us on us.id = c.started_by
    left join users uf on uf.id = c.finished_by`;

function presentSummary(row: SummaryRow): CountSummary {
  return {
    id: row.id,
    locationId: row.location_id,
    locationName: row.location_name,
    storageAreaId: row.storage_area_id,
    storageAreaName: row.storage_area_name,
    status: row.status,
    startedAt: iso(row.started_at),
    startedBy: row.started_by,
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    finishedBy: row.finished_by,
    lines: row.lines,
    counted: row.counted,
  };
}

/** Counts of the member's locations, open ones first, newest first. */
export async function listCounts(
  tx: Executor,
  member: Member,
  filter: { status?: CountSummary["status"] | undefined; locationId?: string | undefined },
): Promise<CountSummary[]> {
  const { rows } = await tx.query<SummaryRow>(
    `${SUMMARY_SQL}
      where c.workspace_id = $1 and ($2::uuid[] is null or c.location_id = any($2::uuid[]))
        and ($3::text is null or c.status = $3) and ($4::uuid is null or c.location_id = $4)
      order by c.status = 'open' desc, c.started_at desc
      limit 100`,
    [member.workspaceId, member.locationIds, filter.status ?? null, filter.locationId ?? null],
  );
  return rows.map(presentSummary);
}

interface LineRow {
  item_id: string;
  name: string;
  category: string | null;
  storage_area_id: string | null;
  storage_area_name: string | null;
  area_position: number | null;
  base_unit: string;
  packs: { name: string; quantity: string; unit: string }[];
  grams_per_piece: string | null;
  grams_per_ml: string | null;
  barcodes: { code: string; unit: string }[];
  counted_quantity: string | null;
  entered_quantity: string | null;
  entered_unit: string | null;
  counted_by: string | null;
  counted_at: Date | null;
  expected_quantity: string | null;
  on_hand: string | null;
  average_unit_cost: string | null;
}

async function countSummary(tx: Executor, member: Member, countId: string): Promise<SummaryRow> {
  const { rows } = await tx.query<SummaryRow>(
    `${SUMMARY_SQL} where c.workspace_id = $1 and c.id = $2`,
    [member.workspaceId, countId],
  );
  return rows[0]!;
}

/** The count sheet: each line with what is expected, what was counted and the difference. */
export async function getCount(
  tx: Executor,
  member: Member,
  countId: string,
  showCosts: boolean,
): Promise<Count> {
  const summary = await countSummary(tx, member, countId);
  const { rows } = await tx.query<LineRow>(
    `select x.item_id, i.name, c.name as category, x.storage_area_id, a.name as storage_area_name,
            a.position as area_position, i.base_unit, i.grams_per_piece::text, i.grams_per_ml::text,
            coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::text,
                                                        'unit', p.unit) order by p.position)
                        from item_packs p where p.workspace_id = i.workspace_id and p.item_id = i.id),
                     '[]') as packs,
            coalesce((select json_agg(json_build_object('code', b.code, 'unit', b.unit))
                        from item_barcodes b where b.workspace_id = i.workspace_id and b.item_id = i.id),
                     '[]') as barcodes,
            x.counted_quantity::text, x.entered_quantity::text, x.entered_unit,
            coalesce(nullif(u.name, ''), u.email) as counted_by, x.counted_at,
            x.expected_quantity::text, s.on_hand::text, s.average_unit_cost::text
       from stock_count_lines x
       join stock_counts k on k.workspace_id = x.workspace_id and k.id = x.count_id
       join items i on i.workspace_id = x.workspace_id and i.id = x.item_id
       left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
       left join storage_areas a on a.workspace_id = x.workspace_id and a.id = x.storage_area_id
       left join stock_balances s on s.workspace_id = x.workspace_id and s.item_id = x.item_id
                                 and s.location_id = k.location_id
       left join users u on u.id = x.counted_by
      where x.workspace_id = $1 and x.count_id = $2
      order by a.position nulls last, lower(a.name), lower(i.name)`,
    [member.workspaceId, countId],
  );
  const values: Exact[] = [];
  const lines = rows.map((row): CountLine => {
    const expected = row.expected_quantity ?? row.on_hand ?? "0";
    const variance =
      row.counted_quantity === null ? null : exact(row.counted_quantity).sub(exact(expected));
    const cost = showCosts ? row.average_unit_cost : null;
    const value = variance && cost !== null ? variance.mul(exact(cost)) : null;
    if (value) values.push(value);
    return {
      itemId: row.item_id,
      name: row.name,
      category: row.category,
      storageAreaId: row.storage_area_id,
      storageAreaName: row.storage_area_name,
      unit: row.base_unit,
      units: usableUnits(unitsOf(row)),
      barcodes: row.barcodes,
      counted: row.counted_quantity === null ? null : toDecimal(row.counted_quantity),
      enteredQuantity: row.entered_quantity === null ? null : toDecimal(row.entered_quantity),
      enteredUnit: row.entered_unit,
      countedBy: row.counted_by,
      countedAt: row.counted_at ? iso(row.counted_at) : null,
      expected: toDecimal(expected),
      variance: variance === null ? null : toDecimal(variance),
      varianceValue: value === null ? null : toDecimal(value, MONEY_SCALE),
    };
  });
  return {
    ...presentSummary(summary),
    lines,
    counted: lines.filter((line) => line.counted !== null).length,
    varianceValue: showCosts ? toDecimal(sum(values), MONEY_SCALE) : null,
  };
}
