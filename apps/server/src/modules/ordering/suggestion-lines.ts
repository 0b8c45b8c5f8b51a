import type { ForecastMethodName } from "@larder/domain";
import type { SupplierSuggestion } from "@larder/contracts";
import {
  addDays,
  compare,
  conversionFactor,
  type CoveringOrder,
  type deliveryWindow,
  exact,
  type Exact,
  forecastError,
  MONEY_SCALE,
  noOrderReason,
  stockStatus,
  suggestOrderLine,
  sum,
  toDecimal,
  toFixedDecimal,
  UnitConversionError,
} from "@larder/domain";
import type { ItemRecord } from "../items";
import { byUrgency } from "./held";

/** One supplier's offer of an item the location carries, as `offers` reads it. */
export interface OfferRow {
  supplier_id: string;
  supplier_name: string;
  delivery_days: number[];
  lead_time_days: number;
  minimum_order: string | null;
  item_id: string;
  item_name: string;
  base_unit: string;
  unit: string;
  price: string;
  on_hand: string;
  on_order: string;
  par: string | null;
  par_minimum: string | null;
  mean: string[] | null;
  error_sd: string | null;
  error_correlation: string | null;
  method: ForecastMethodName | null;
  history_days: number | null;
  wape: string | null;
  shift: number | null;
  /** Holidays and events that moved the stored forecast, `day` counted from its first day. */
  effects: { day: number; name: string; lift: number }[] | null;
  /** Days of the last four weeks with any use of the item here (see `recentOpenDays`). */
  used_days: number;
}

/** The offer an item is suggested from, and the preferred one it replaced, if another. */
export interface Choice {
  perBase: Exact | null;
  insteadOf: { name: string; perBase: Exact } | null;
}

/** What every offer of one location's suggestion is worked out against. */
export interface SuggestingFor {
  /** The location's day today, and its weekday (0 Monday). */
  today: string;
  todayWeekday: number;
  serviceLevel: string;
  /** Days the location was open over the last four weeks. */
  recentOpenDays: number;
  records: Map<string, ItemRecord>;
  choices: Map<string, Choice & { id: string }>;
  covering: Map<string, CoveringOrder[]>;
}

type DeliveryWindow = ReturnType<typeof deliveryWindow>;

/** The supplier's suggestion the offer goes in, started (with no lines yet) on its first offer. */
export function supplierFor(
  suppliers: Map<string, SupplierSuggestion>,
  row: OfferRow,
  window: DeliveryWindow,
  today: string,
): SupplierSuggestion {
  let supplier = suppliers.get(row.supplier_id);
  if (!supplier) {
    supplier = {
      supplierId: row.supplier_id,
      name: row.supplier_name,
      nextDelivery: addDays(today, window.next),
      followingDelivery: addDays(today, window.following),
      minimumOrder: row.minimum_order,
      total: "0.00",
      saving: "0.00",
      belowMinimum: false,
      lines: [],
      enough: 0,
      held: [],
    };
    suppliers.set(row.supplier_id, supplier);
  }
  return supplier;
}

/**
 * Adds the offer to its supplier's suggestion: a line of whole packs when the item needs an
 * order before the delivery after next, or else held back with the reason it needs none.
 */
export function suggestOffer(
  supplier: SupplierSuggestion,
  row: OfferRow,
  window: DeliveryWindow,
  at: SuggestingFor,
): void {
  const record = at.records.get(row.item_id);
  const held = (reason: string, explanation: string | null) => {
    supplier.enough += 1;
    supplier.held.push({
      itemId: row.item_id,
      name: row.item_name,
      baseUnit: row.base_unit,
      onHand: toDecimal(row.on_hand, 3),
      status: stockStatus(row.on_hand, row.par_minimum),
      reason,
      explanation,
    });
  };
  let packSize: string;
  try {
    packSize = record ? toDecimal(conversionFactor(record.units, row.unit, row.base_unit)) : "1";
  } catch (error) {
    if (!(error instanceof UnitConversionError)) throw error;
    held(
      `${row.supplier_name}'s ${row.unit} has no size in ${row.base_unit}: add it to the item's packs`,
      null,
    );
    return;
  }
  const forecastable =
    row.mean !== null && row.method !== "too_little_history" && (row.shift ?? 0) >= 0;
  const mean = forecastable ? row.mean!.slice(row.shift ?? 0).map(Number) : [];
  const suggestion = suggestOrderLine({
    basis: forecastable
      ? {
          kind: "forecast",
          mean,
          errorSd: Number(row.error_sd ?? 0),
          errorCorrelation: Number(row.error_correlation ?? 0),
          serviceLevel: Number(at.serviceLevel),
          effects: (row.effects ?? []).map((effect) => ({
            ...effect,
            day: effect.day - (row.shift ?? 0),
          })),
        }
      : { kind: "par", parLevel: row.par, historyDays: row.history_days ?? 0 },
    coverDays: window.following,
    coverWeekday: (at.todayWeekday + window.following) % 7,
    onHand: row.on_hand,
    onOrder: row.on_order,
    baseUnit: row.base_unit,
    packUnit: row.unit,
    packSize,
  });
  if (compare(suggestion.packs, "0") <= 0) {
    const reason = noOrderReason({
      covering: at.covering.get(row.item_id) ?? [],
      noBasis: !forecastable && row.par === null,
      today: at.today,
      coverDays: window.following,
    });
    held(reason, suggestion.explanation);
    return;
  }
  supplier.lines.push(orderLine(row, suggestion, { packSize, forecastable, mean, window }, at));
}

/** The suggested line of an offer that needs ordering, saying how it was reached. */
function orderLine(
  row: OfferRow,
  suggestion: ReturnType<typeof suggestOrderLine>,
  reached: { packSize: string; forecastable: boolean; mean: number[]; window: DeliveryWindow },
  at: SuggestingFor,
): SupplierSuggestion["lines"][number] {
  const { packSize, forecastable, mean, window } = reached;
  const choice = at.choices.get(row.item_id);
  const saving = choice?.insteadOf
    ? choice.insteadOf.perBase
        .sub(choice.perBase!)
        .mul(exact(suggestion.packs))
        .mul(exact(packSize))
    : null;
  return {
    itemId: row.item_id,
    name: row.item_name,
    baseUnit: row.base_unit,
    unit: row.unit,
    packSize,
    quantity: suggestion.packs,
    unitPrice: toDecimal(row.price, 4),
    lineTotal: toFixedDecimal(exact(row.price).mul(suggestion.packs), MONEY_SCALE),
    insteadOf: choice?.insteadOf?.name ?? null,
    saving: saving === null ? null : toFixedDecimal(saving, MONEY_SCALE),
    onHand: toDecimal(row.on_hand, 3),
    onOrder: toDecimal(row.on_order, 3),
    basis: forecastable ? "forecast" : "par",
    method: row.method,
    wape: row.wape,
    historyDays: row.history_days,
    forecastError: forecastError({
      method: forecastable ? row.method : null,
      historyDays: row.history_days,
      wape: row.wape === null ? null : Number(row.wape),
      errorSd: Number(row.error_sd ?? 0),
      errorCorrelation: Number(row.error_correlation ?? 0),
      mean,
      coverDays: window.following,
      openDays: at.recentOpenDays,
      usedDays: row.used_days,
      baseUnit: row.base_unit,
    }),
    explanation: suggestion.explanation,
  };
}

/**
 * Settles a supplier's suggestion once all its offers are in: held items most urgent first,
 * the order's total and saving, and whether it falls short of the supplier's minimum.
 */
export function settleSupplier(supplier: SupplierSuggestion): void {
  supplier.held.sort(byUrgency);
  const total = sum(supplier.lines.map((line) => line.lineTotal));
  supplier.total = toFixedDecimal(total, MONEY_SCALE);
  supplier.saving = toFixedDecimal(
    sum(supplier.lines.flatMap((line) => (line.saving === null ? [] : [line.saving]))),
    MONEY_SCALE,
  );
  supplier.belowMinimum =
    supplier.minimumOrder !== null &&
    supplier.lines.length > 0 &&
    compare(total, supplier.minimumOrder) < 0;
}
