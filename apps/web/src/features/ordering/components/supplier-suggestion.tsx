import type { SuggestedLine, SupplierSuggestion } from "@larder/contracts";
import { exact, MONEY_SCALE, perUnitLabel, sum, toFixedDecimal, unitLabel } from "@larder/domain";
import { TriangleAlert } from "lucide-react";
import { Card } from "@/components/ui/card";
import { inputClasses } from "@/components/ui/field";
import { formatDay, formatUsd } from "@/lib/format";
import { EnoughItems, UrgentHeldItems } from "./held-items";

/** What the buyer settled on for one line: ordered or not, and how many packs. */
export interface LineChoice {
  chosen: boolean;
  quantity: string;
}

export const lineKey = (supplierId: string, itemId: string) => `${supplierId} ${itemId}`;
const WHOLE_OR_DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

/** What each way of stating a forecast's error rests on, for the pointer's tooltip. */
const ERROR_TITLES: Record<SuggestedLine["forecastError"]["kind"], string> = {
  percent: "Off by this share of use, day by day, over the last four weeks' backtest.",
  units:
    "Used on few days, so a daily percentage says little: 8 times in 10, use over these days should come within this of the forecast.",
  too_little_history: "Fewer than 28 days of use here, or none in the last four weeks.",
};

/** The total of the lines chosen, at their prices, for the quantities as adjusted. */
export function chosenTotal(
  supplier: SupplierSuggestion,
  choices: Map<string, LineChoice>,
): string {
  return toFixedDecimal(
    sum(
      supplier.lines.map((line) => {
        const choice = choices.get(lineKey(supplier.supplierId, line.itemId)) ?? {
          chosen: true,
          quantity: line.quantity,
        };
        if (!choice.chosen || !WHOLE_OR_DECIMAL.test(choice.quantity)) return "0";
        return exact(line.unitPrice).mul(choice.quantity);
      }),
    ),
    MONEY_SCALE,
  );
}

/**
 * One supplier's suggested lines: when its deliveries come, each line with its quantity (which
 * the buyer may change or leave out) and the sum that explains it, and the order's total
 * against the supplier's minimum.
 */
export function SupplierSuggestionCard({
  supplier,
  choices,
  onChange,
}: {
  supplier: SupplierSuggestion;
  choices: Map<string, LineChoice>;
  onChange: (key: string, choice: LineChoice) => void;
}) {
  const total = chosenTotal(supplier, choices);
  const urgent = supplier.held.filter((item) => item.status !== "adequate");
  const enough = supplier.held.filter((item) => item.status === "adequate");
  const belowMinimum =
    supplier.minimumOrder !== null &&
    exact(total).compare(supplier.minimumOrder) < 0 &&
    exact(total).compare(0) > 0;
  return (
    <Card
      title={supplier.name}
      description={`Order today for ${formatDay(supplier.nextDelivery)}; covers use until the delivery of ${formatDay(supplier.followingDelivery)}.`}
      headingLevel={2}
    >
      {supplier.lines.length === 0 ? (
        <>
          <p className="text-sm text-brand-950/75">Nothing to order until then.</p>
          <UrgentHeldItems items={urgent} />
          <EnoughItems items={enough} more={urgent.length > 0} />
        </>
      ) : (
        <>
          <ul className="divide-y divide-brand-900/10">
            {supplier.lines.map((line) => {
              const key = lineKey(supplier.supplierId, line.itemId);
              const choice = choices.get(key) ?? { chosen: true, quantity: line.quantity };
              const valid = WHOLE_OR_DECIMAL.test(choice.quantity);
              const id = `qty-${supplier.supplierId}-${line.itemId}`;
              return (
                <li
                  key={key}
                  className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-y-3"
                >
                  <input
                    type="checkbox"
                    aria-label={`Order ${line.name}`}
                    checked={choice.chosen}
                    onChange={(event) => onChange(key, { ...choice, chosen: event.target.checked })}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <div className="min-w-0">
                    <p className="font-semibold text-brand-950">
                      {line.name}{" "}
                      {line.basis === "par" ? (
                        <span className="ml-1 rounded-full bg-saffron/20 px-2 py-0.5 text-xs font-bold text-brand-950">
                          par level
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-sm text-brand-950/75">{line.explanation}</p>
                    <p className="mt-0.5 text-xs text-brand-950/70">
                      {formatUsd(line.unitPrice)} per {perUnitLabel(line.unit)} ·{" "}
                      <span title={ERROR_TITLES[line.forecastError.kind]}>
                        {line.forecastError.note}
                      </span>
                    </p>
                    {line.insteadOf && line.saving ? (
                      <p className="mt-0.5 text-xs font-semibold text-brand-700">
                        Cheapest supplier: saves {formatUsd(line.saving)} against {line.insteadOf},
                        its preferred one
                      </p>
                    ) : null}
                  </div>
                  <div className="col-start-2 flex items-center gap-2 sm:col-start-auto sm:justify-end">
                    <label htmlFor={id} className="sr-only">
                      {`Quantity of ${line.name}, in ${unitLabel(line.unit)}`}
                    </label>
                    <input
                      id={id}
                      inputMode="decimal"
                      value={choice.quantity}
                      aria-invalid={!valid || undefined}
                      onChange={(event) =>
                        onChange(key, { ...choice, quantity: event.target.value.trim() })
                      }
                      className={`${inputClasses(!valid)} w-24 text-right tabular-nums`}
                    />
                    <span className="w-16 text-sm text-brand-950/75">{unitLabel(line.unit)}</span>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-brand-900/10 pt-3 text-sm">
            <span className="font-bold text-brand-950">
              Total {formatUsd(total)}
              {supplier.saving !== "0.00" ? (
                <span className="font-semibold text-brand-700">
                  {" "}
                  · the suggested lines cost {formatUsd(supplier.saving)} less than at the preferred
                  suppliers
                </span>
              ) : null}
              {supplier.minimumOrder !== null ? (
                <span className="font-normal text-brand-950/70">
                  {" "}
                  · minimum {formatUsd(supplier.minimumOrder)}
                </span>
              ) : null}
            </span>
          </div>
          {belowMinimum ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-tomato-deep">
              <TriangleAlert aria-hidden className="size-4" />
              Below {supplier.name}'s minimum order of {formatUsd(supplier.minimumOrder!)}.
            </p>
          ) : null}
          {urgent.length > 0 ? (
            <div className="mt-3 border-t border-brand-900/10 pt-2">
              <h3 className="text-sm font-bold text-brand-950">Low or out, no order suggested</h3>
              <UrgentHeldItems items={urgent} />
            </div>
          ) : null}
          <EnoughItems items={enough} more />
        </>
      )}
    </Card>
  );
}
