import type { SupplierSuggestion, Suggestions, SuggestionsQuery } from "@larder/contracts";
import {
  conversionFactor,
  deliveryWindow,
  exact,
  UnitConversionError,
  weekdayOfDay,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { loadItemRecords } from "../items";
import { forecastRun, requestForecastRun } from "./forecasts";
import { coveringOrders, unsuppliedItems } from "./held";
import {
  type Choice,
  type OfferRow,
  settleSupplier,
  suggestOffer,
  type SuggestingFor,
  supplierFor,
} from "./suggestion-lines";

/** The days over which an item's use counts as steady or not: the backtest's four weeks. */
const RECENT_DAYS = 28;

/**
 * The offers `chosen` (supplier items, see `chooseOffers`) of what the location carries, with
 * stock, what is coming, the par level and the item's stored forecast (shifted to start today).
 */
async function offers(tx: Executor, workspaceId: string, locationId: string, chosen: string[]) {
  const { rows } = await tx.query<OfferRow>(
    `with place as (
       select id, (now() at time zone time_zone)::date as today
         from locations where workspace_id = $1 and id = $2
     ),
     offer as (
       select si.* from supplier_items si where si.workspace_id = $1 and si.id = any($3::uuid[])
     )
     select s.id as supplier_id, s.name as supplier_name, s.delivery_days, s.lead_time_days,
            s.minimum_order::text, i.id as item_id, i.name as item_name, i.base_unit, o.unit,
            o.price::text, b.on_hand::text,
            coalesce((select sum(greatest(pl.quantity - pl.received_quantity, 0) * pl.base_per_unit)
                        from purchase_order_lines pl
                        join purchase_orders po on po.workspace_id = pl.workspace_id and po.id = pl.order_id
                       where pl.workspace_id = $1 and pl.item_id = i.id and not pl.closed
                         -- Drafts count: lines turned into a draft are not suggested again.
                         and po.status in ('draft', 'sent', 'partially_received')
                         and po.location_id = $2), 0)::text as on_order,
            coalesce(p.maximum, p.minimum)::text as par, p.minimum::text as par_minimum,
            f.mean::text[] as mean, f.error_sd::text, f.error_correlation::text, f.method,
            f.history_days, f.wape::text,
            (place.today - f.first_day) as shift, f.effects,
            (select count(*) from stock_usage_daily u
              where u.workspace_id = $1 and u.location_id = $2 and u.item_id = i.id
                and u.day >= place.today - ${RECENT_DAYS} and u.day < place.today
                and u.used > 0)::int as used_days
       from offer o
       join suppliers s on s.workspace_id = o.workspace_id and s.id = o.supplier_id
       join items i on i.workspace_id = o.workspace_id and i.id = o.item_id and i.archived_at is null
       join place on true
       join stock_balances b on b.workspace_id = $1 and b.item_id = i.id and b.location_id = $2
       left join par_levels p on p.workspace_id = $1 and p.item_id = i.id and p.location_id = $2
       left join item_forecasts f on f.workspace_id = $1 and f.item_id = i.id and f.location_id = $2
      order by lower(s.name), lower(i.name)`,
    [workspaceId, locationId, chosen],
  );
  const { rows: today } = await tx.query<{ today: string; open_days: number }>(
    `select l.today::text as today,
            (select count(*) from generate_series(l.today - ${RECENT_DAYS}, l.today - 1, interval '1 day') d
              where extract(isodow from d)::int - 1 = any(l.opening_days)
                and not exists (select 1 from location_closures c
                                 where c.workspace_id = $1 and c.location_id = $2
                                   and c.day = d::date))::int as open_days
       from (select opening_days, (now() at time zone time_zone)::date as today
               from locations where workspace_id = $1 and id = $2) l`,
    [workspaceId, locationId],
  );
  return { rows, today: today[0]!.today, recentOpenDays: today[0]!.open_days };
}

/**
 * Which offer each item is suggested from (of one supplier when one is chosen): its preferred
 * supplier's, or else the one listing the lowest price; with the workspace's "prefer the
 * cheapest" setting, the lowest price per base unit of any supplier still ordered from (the
 * preferred one on a tie), saying which preferred offer it replaced.
 */
async function chooseOffers(
  tx: Executor,
  workspaceId: string,
  supplierId: string | undefined,
): Promise<Map<string, Choice & { id: string }>> {
  const { rows } = await tx.query<{
    id: string;
    item_id: string;
    unit: string;
    price: string;
    preferred: boolean;
    supplier_name: string;
    cheapest: boolean;
  }>(
    `select si.id, si.item_id, si.unit, si.price::text, si.preferred, s.name as supplier_name,
            w.prefer_cheapest_supplier as cheapest
       from supplier_items si
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
       join workspaces w on w.id = si.workspace_id
      where si.workspace_id = $1 and s.archived_at is null
        and ($2::uuid is null or si.supplier_id = $2)
      order by si.item_id, si.preferred desc, si.price, si.created_at, si.id`,
    [workspaceId, supplierId ?? null],
  );
  const records = await loadItemRecords(tx, workspaceId, [...new Set(rows.map((r) => r.item_id))]);
  const perBase = (row: (typeof rows)[number]) => {
    const record = records.get(row.item_id);
    if (!record) return null;
    try {
      return exact(row.price).div(conversionFactor(record.units, row.unit, record.units.baseUnit));
    } catch (error) {
      if (error instanceof UnitConversionError) return null;
      throw error;
    }
  };
  const byItem = new Map<string, typeof rows>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  const chosen = new Map<string, Choice & { id: string }>();
  for (const [itemId, offered] of byItem) {
    // As listed: preferred first, then the lowest price, the oldest on a tie.
    const usual = offered[0]!;
    const usualPerBase = perBase(usual);
    let pick = usual;
    let pickPerBase = usualPerBase;
    if (usual.cheapest)
      for (const offer of offered.slice(1)) {
        const price = perBase(offer);
        if (price !== null && (pickPerBase === null || price.compare(pickPerBase) < 0)) {
          pick = offer;
          pickPerBase = price;
        }
      }
    chosen.set(itemId, {
      id: pick.id,
      perBase: pickPerBase,
      insteadOf:
        pick !== usual && usualPerBase !== null
          ? { name: usual.supplier_name, perBase: usualPerBase }
          : null,
    });
  }
  return chosen;
}

/** Of the locations given, the one that carries the most items: a kitchen before its bar. */
export async function busiestLocation(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `select l.id from locations l
      where l.workspace_id = $1 and l.id = any($2::uuid[])
      order by (select count(*) from stock_balances b
                 where b.workspace_id = l.workspace_id and b.location_id = l.id) desc,
               l.created_at, lower(l.name)
      limit 1`,
    [workspaceId, locationIds],
  );
  return rows[0]!.id;
}

/**
 * Suggested orders for a location: per supplier, each item's order-up-to level until the
 * delivery after next (forecast use plus safety stock for the service level, or its par level
 * when the history is too short) less stock and what is already ordered, in whole packs, each
 * line saying how it was reached. Asks for fresh forecasts when the stored ones are stale.
 */
export async function suggestOrders(
  tx: Executor,
  workspaceId: string,
  query: SuggestionsQuery & { locationId: string },
): Promise<Suggestions> {
  let run = await forecastRun(tx, workspaceId);
  if (!run || (run.stale && run.state !== "queued" && run.state !== "running")) {
    await requestForecastRun(tx, workspaceId);
    run = await forecastRun(tx, workspaceId);
  }
  const serviceLevel = query.serviceLevel ?? "0.95";
  const choices = await chooseOffers(tx, workspaceId, query.supplierId);
  const { rows, today, recentOpenDays } = await offers(
    tx,
    workspaceId,
    query.locationId,
    [...choices.values()].map((choice) => choice.id),
  );
  const records = await loadItemRecords(tx, workspaceId, [...new Set(rows.map((r) => r.item_id))]);
  const covering = await coveringOrders(tx, workspaceId, query.locationId);

  const at: SuggestingFor = {
    today,
    todayWeekday: weekdayOfDay(today),
    serviceLevel,
    recentOpenDays,
    records,
    choices,
    covering,
  };

  const suppliers = new Map<string, SupplierSuggestion>();
  for (const row of rows) {
    const window = deliveryWindow(at.todayWeekday, row.delivery_days, row.lead_time_days);
    suggestOffer(supplierFor(suppliers, row, window, today), row, window, at);
  }
  for (const supplier of suppliers.values()) settleSupplier(supplier);
  return {
    locationId: query.locationId,
    serviceLevel,
    run,
    suppliers: [...suppliers.values()],
    unsupplied: query.supplierId ? [] : await unsuppliedItems(tx, workspaceId, query.locationId),
  };
}
