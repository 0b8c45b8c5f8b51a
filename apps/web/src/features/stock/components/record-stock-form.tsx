import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  WASTE_REASONS,
  WASTE_REASON_LABELS,
  adjustmentInputSchema,
  receiptInputSchema,
  transferInputSchema,
  usageInputSchema,
  wasteInputSchema,
  type AdjustmentReason,
  type Recorded,
  type WasteReason,
} from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LabelledOptions, NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { QuantityField } from "@/components/ui/quantity-field";
import { formatQuantity } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useRecordStock, type StockAction } from "@/features/stock/api/stock";
import type { LocationOption, RecordTarget } from "./record-stock-sheet";

const ACTION_LABELS: Record<StockAction, string> = {
  usage: "Use",
  waste: "Waste",
  receipts: "Receive",
  transfers: "Transfer",
  adjustments: "Adjust",
};

const SUBMIT_LABELS: Record<StockAction, string> = {
  usage: "Record usage",
  waste: "Log waste",
  receipts: "Receive stock",
  transfers: "Record transfer",
  adjustments: "Adjust stock",
};

const PAST: Record<StockAction, string> = {
  usage: "used",
  waste: "wasted",
  receipts: "received",
  transfers: "moved",
  adjustments: "adjusted",
};

/** "Recorded: 2 kg of Tomatoes used. 23 kg on hand at Main Street." */
function describe(
  action: StockAction,
  target: RecordTarget,
  recorded: Recorded,
  names: Map<string, string>,
) {
  const first = recorded.movements[0];
  if (!first) return "Recorded.";
  const amount = formatQuantity(first.quantity.replace(/^-/, ""), unitLabel(first.unit));
  const balances = recorded.balances
    .map(
      (balance) =>
        `${formatQuantity(balance.onHand, unitLabel(balance.unit))} on hand at ${names.get(balance.locationId) ?? "the location"}`,
    )
    .join(", ");
  return `Recorded: ${amount} of ${target.name} ${PAST[action]}. ${balances}.`;
}

/**
 * Recording one action for one item: which action (among those the role allows), how much in
 * which unit, where, and what the action needs besides (a reason, a supplier and price, a second
 * location); then what was recorded, in words, for the list under the sheet.
 */
export function RecordForm({
  workspaceId,
  target,
  locations,
  defaultLocationId,
  actions,
  initialAction,
  showCosts,
  suppliers,
  onDone,
}: {
  workspaceId: string;
  target: RecordTarget;
  locations: LocationOption[];
  defaultLocationId: string | null;
  actions: StockAction[];
  initialAction: StockAction;
  showCosts: boolean;
  suppliers: { id: string; name: string }[];
  onDone: (message: string) => void;
}) {
  const [action, setAction] = useState<StockAction>(initialAction);
  const first = defaultLocationId ?? locations[0]?.id ?? "";
  const [locationId, setLocationId] = useState(first);
  const [toLocationId, setToLocationId] = useState(locations.find((l) => l.id !== first)?.id ?? "");
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState(target.unit);
  const [wasteReason, setWasteReason] = useState<WasteReason>("spoiled");
  const [adjustReason, setAdjustReason] = useState<AdjustmentReason>("correction");
  const [direction, setDirection] = useState<"add" | "remove">("remove");
  const [unitCost, setUnitCost] = useState("");
  const [supplierId, setSupplierId] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const usage = useRecordStock(workspaceId, "usage");
  const waste = useRecordStock(workspaceId, "waste");
  const receipts = useRecordStock(workspaceId, "receipts");
  const transfers = useRecordStock(workspaceId, "transfers");
  const adjustments = useRecordStock(workspaceId, "adjustments");
  const mutations = { usage, waste, receipts, transfers, adjustments };
  const current = mutations[action];
  const names = new Map(locations.map((location) => [location.id, location.name]));
  const units = target.units.map((value) => ({ value, label: unitLabel(value) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const common = { itemId: target.itemId, quantity, unit, note };
    const checked = (() => {
      switch (action) {
        case "usage":
          return checkForm(usageInputSchema, { ...common, locationId });
        case "waste":
          return checkForm(wasteInputSchema, { ...common, locationId, reason: wasteReason });
        case "receipts":
          return checkForm(receiptInputSchema, {
            ...common,
            locationId,
            unitCost: unitCost.trim() === "" ? null : unitCost.trim(),
            supplierId: supplierId || null,
          });
        case "transfers":
          return checkForm(transferInputSchema, {
            ...common,
            fromLocationId: locationId,
            toLocationId,
          });
        case "adjustments":
          return checkForm(adjustmentInputSchema, {
            ...common,
            locationId,
            direction,
            reason: adjustReason,
          });
      }
    })();
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      // Each action's own mutation, with the input its schema produced.
      const recorded = await (current.mutateAsync as (input: unknown) => Promise<Recorded>)(
        checked.data,
      );
      onDone(describe(action, target, recorded, names));
    } catch {
      // shown below from the mutation's error
    }
  };

  const shown = { ...serverFieldErrors(current.error), ...errors };
  const locationField = (
    label: string,
    value: string,
    onChange: (id: string) => void,
    name: string,
  ) =>
    locations.length > 1 ? (
      <SelectField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={shown[name]}
      >
        <NamedOptions items={locations} />
      </SelectField>
    ) : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {actions.length > 1 ? (
        <fieldset>
          <legend className="sr-only">What happened</legend>
          <div className="grid grid-cols-3 gap-1.5 rounded-xl bg-brand-50 p-1 sm:grid-cols-5">
            {actions.map((option) => (
              <label
                key={option}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                  action === option ? "bg-white text-brand-900 shadow-sm" : "text-brand-950/75"
                }`}
              >
                <input
                  type="radio"
                  name="action"
                  value={option}
                  checked={action === option}
                  onChange={() => {
                    setAction(option);
                    current.reset();
                  }}
                  className="sr-only"
                />
                {ACTION_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <QuantityField
        label={action === "adjustments" ? "How much" : `Quantity ${PAST[action]}`}
        quantity={quantity}
        unit={unit}
        units={units}
        onQuantityChange={setQuantity}
        onUnitChange={setUnit}
        error={shown.quantity ?? shown.unit}
        hint="A number, or a fraction such as 1/2."
        autoFocus
      />

      {action === "transfers" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {locationField("From", locationId, setLocationId, "fromLocationId")}
          {locationField("To", toLocationId, setToLocationId, "toLocationId")}
        </div>
      ) : (
        locationField("Location", locationId, setLocationId, "locationId")
      )}

      {action === "waste" ? (
        <SelectField
          label="Why"
          value={wasteReason}
          onChange={(event) => setWasteReason(event.target.value as WasteReason)}
        >
          <LabelledOptions values={WASTE_REASONS} labels={WASTE_REASON_LABELS} />
        </SelectField>
      ) : null}

      {action === "adjustments" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Add or remove"
            value={direction}
            onChange={(event) => setDirection(event.target.value as "add" | "remove")}
          >
            <option value="remove">Remove from stock</option>
            <option value="add">Add to stock</option>
          </SelectField>
          <SelectField
            label="Reason"
            value={adjustReason}
            onChange={(event) => setAdjustReason(event.target.value as AdjustmentReason)}
          >
            <LabelledOptions values={ADJUSTMENT_REASONS} labels={ADJUSTMENT_REASON_LABELS} />
          </SelectField>
        </div>
      ) : null}

      {action === "receipts" && suppliers.length > 0 ? (
        <SelectField
          label="From supplier (optional)"
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
          error={shown.supplierId}
        >
          <option value="">No supplier</option>
          <NamedOptions items={suppliers} />
        </SelectField>
      ) : null}

      {action === "receipts" && showCosts ? (
        <TextField
          label={`Price per ${perUnitLabel(unit)} (optional)`}
          inputMode="decimal"
          value={unitCost}
          onChange={(event) => setUnitCost(event.target.value)}
          error={shown.unitCost}
          hint={
            supplierId
              ? "What was paid, before tax. Empty: the supplier's price for this unit."
              : "What was paid, before tax. It updates the average cost."
          }
        />
      ) : null}

      <TextField
        label="Note (optional)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        error={shown.note}
      />

      <Notice tone="error">{current.error ? errorMessage(current.error) : null}</Notice>
      <Button type="submit" busy={current.isPending} className="w-full">
        {SUBMIT_LABELS[action]}
      </Button>
    </form>
  );
}
