import {
  orderInputSchema,
  type ItemSummary,
  type OrderInput,
  type Supplier,
  type SupplierItem,
} from "@larder/contracts";
import { compare, documentTotals, isDecimal, perUnitLabel, unitLabel } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatUsd } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { supplierItemsQuery } from "@/features/purchasing/api/suppliers";
import { packLabel } from "./supplier-items";

export interface DraftLine {
  key: string;
  itemId: string;
  itemName: string;
  units: string[];
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

/** An order line from what the supplier sells: its unit and price. */
export function lineFromSupplierItem(item: SupplierItem, quantity = "1"): DraftLine {
  return {
    key: crypto.randomUUID(),
    itemId: item.itemId,
    itemName: item.itemName,
    units: item.units,
    unit: item.unit,
    quantity,
    unitPrice: item.price,
    taxRate: "0",
  };
}

export interface OrderDraft {
  supplierId: string;
  locationId: string;
  expectedOn: string;
  notes: string;
  lines: DraftLine[];
}

/** The totals of the lines as typed, or null while a figure is not a number yet. */
function totalsOf(lines: DraftLine[]) {
  const priced = lines.filter((line) => line.quantity.trim() || line.unitPrice.trim());
  if (
    priced.length === 0 ||
    !priced.every((line) =>
      [line.quantity, line.unitPrice, line.taxRate || "0"].every((value) => isDecimal(value)),
    )
  )
    return null;
  return documentTotals(
    priced.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate || "0",
    })),
  );
}

function LineRow({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  errors: FieldErrors;
  onChange: (changes: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const labelled = (what: string) => `${what} of ${line.itemName}`;
  const caption = "mb-1 block text-xs font-semibold text-brand-950/70 sm:sr-only";
  const remove = (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Remove ${line.itemName}`}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10 sm:min-h-10 sm:min-w-10"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
  return (
    <li className="grid grid-cols-2 gap-2 py-3 sm:grid-cols-[minmax(0,2fr)_7rem_8rem_8rem_6rem_auto] sm:items-start">
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:min-h-10">
        <p className="font-semibold text-brand-950">{line.itemName}</p>
        <span className="sm:hidden">{remove}</span>
      </div>
      <label className="min-w-0">
        <span className={caption}>Quantity</span>
        <input
          aria-label={labelled("Quantity")}
          inputMode="decimal"
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          aria-invalid={error("quantity") ? true : undefined}
          className={inputClasses(Boolean(error("quantity")))}
        />
      </label>
      <label className="min-w-0">
        <span className={caption}>Unit</span>
        <select
          aria-label={labelled("Unit")}
          value={line.unit}
          onChange={(event) => onChange({ unit: event.target.value })}
          className={`${inputClasses(Boolean(error("unit")))} pr-8`}
        >
          {line.units.map((code) => (
            <option key={code} value={code}>
              {unitLabel(code)}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0">
        <span className={caption}>Price per {perUnitLabel(line.unit)} ($)</span>
        <input
          aria-label={labelled(`Price per ${perUnitLabel(line.unit)} ($)`)}
          inputMode="decimal"
          value={line.unitPrice}
          onChange={(event) => onChange({ unitPrice: event.target.value })}
          aria-invalid={error("unitPrice") ? true : undefined}
          className={inputClasses(Boolean(error("unitPrice")))}
        />
      </label>
      <label className="min-w-0">
        <span className={caption}>Tax (%)</span>
        <input
          aria-label={labelled("Tax (%)")}
          inputMode="decimal"
          value={line.taxRate}
          onChange={(event) => onChange({ taxRate: event.target.value })}
          aria-invalid={error("taxRate") ? true : undefined}
          className={inputClasses(Boolean(error("taxRate")))}
        />
      </label>
      <span className="hidden justify-self-end sm:block">{remove}</span>
      {["quantity", "unit", "unitPrice", "taxRate", "itemId"].map((field) =>
        error(field) ? (
          <p key={field} className="col-span-2 text-sm font-medium text-tomato sm:col-span-6">
            {line.itemName}: {error(field)}
          </p>
        ) : null,
      )}
    </li>
  );
}

/**
 * A purchase order being written: the supplier, where it goes and when, and its lines in the
 * supplier's packs, with the totals and the supplier's minimum as they are typed. Lines come
 * from what the supplier sells, or any other item found with `picker`.
 */
export function OrderEditor({
  workspaceId,
  suppliers,
  locations,
  initial,
  supplierFixed,
  picker,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  workspaceId: string;
  suppliers: Supplier[];
  locations: { id: string; name: string }[];
  initial: OrderDraft;
  supplierFixed: boolean;
  picker: (onPick: (item: ItemSummary) => void, exclude: string[]) => ReactNode;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: OrderInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };
  const set = (changes: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const supplier = suppliers.find((candidate) => candidate.id === draft.supplierId) ?? null;
  const { data: catalogue } = useQuery({
    ...supplierItemsQuery(workspaceId, draft.supplierId),
    enabled: Boolean(draft.supplierId),
  });
  const onOrder = new Set(draft.lines.map((line) => line.itemId));
  const offered = (catalogue ?? []).filter((item) => !onOrder.has(item.itemId));
  const totals = totalsOf(draft.lines);
  const belowMinimum =
    supplier?.minimumOrder && totals ? compare(totals.exclTax, supplier.minimumOrder) < 0 : false;

  const changeLine = (key: string, changes: Partial<DraftLine>) =>
    set({
      lines: draft.lines.map((line) => (line.key === key ? { ...line, ...changes } : line)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(orderInputSchema, {
      supplierId: draft.supplierId,
      locationId: draft.locationId,
      expectedOn: draft.expectedOn || null,
      notes: draft.notes,
      lines: draft.lines.map((line) => ({
        itemId: line.itemId,
        unit: line.unit,
        quantity: line.quantity.trim(),
        unitPrice: line.unitPrice.trim(),
        taxRate: line.taxRate.trim() || "0",
      })),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Supplier"
          value={draft.supplierId}
          disabled={supplierFixed}
          onChange={(event) => set({ supplierId: event.target.value })}
          error={shown.supplierId}
          hint={
            supplier
              ? `Delivers in ${supplier.leadTimeDays} day${supplier.leadTimeDays === 1 ? "" : "s"}${supplier.minimumOrder ? ` · minimum ${formatUsd(supplier.minimumOrder)}` : ""}`
              : undefined
          }
        >
          <option value="">Choose a supplier</option>
          {suppliers.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Deliver to"
          value={draft.locationId}
          onChange={(event) => set({ locationId: event.target.value })}
          error={shown.locationId}
        >
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Expected on"
          type="date"
          value={draft.expectedOn}
          onChange={(event) => set({ expectedOn: event.target.value })}
          error={shown.expectedOn}
        />
      </div>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="text-base font-bold text-brand-950">
          Lines
        </h2>
        <div className="mt-2 hidden grid-cols-[minmax(0,2fr)_7rem_8rem_8rem_6rem_auto] gap-2 text-sm font-semibold text-brand-950/70 sm:grid">
          <span>Item</span>
          <span>Quantity</span>
          <span>Unit</span>
          <span>Price ($)</span>
          <span>Tax (%)</span>
          <span className="sr-only">Remove</span>
        </div>
        <ul className="divide-y divide-brand-900/5">
          {draft.lines.map((line, index) => (
            <LineRow
              key={line.key}
              line={line}
              index={index}
              errors={shown}
              onChange={(changes) => changeLine(line.key, changes)}
              onRemove={() => set({ lines: draft.lines.filter((l) => l.key !== line.key) })}
            />
          ))}
        </ul>
        {draft.lines.length === 0 ? (
          <p className="py-4 text-sm text-brand-950/70">
            {draft.supplierId
              ? "No lines yet: add what you need below."
              : "Choose a supplier to see what they sell."}
          </p>
        ) : null}
        {shown.lines ? <p className="text-sm font-medium text-tomato">{shown.lines}</p> : null}
      </section>

      {draft.supplierId ? (
        <section aria-labelledby="add-lines" className="rounded-2xl bg-brand-50/60 p-4">
          <h2 id="add-lines" className="text-base font-bold text-brand-950">
            Add to the order
          </h2>
          {offered.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Sold by ${supplier?.name}`}>
              {offered.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => set({ lines: [...draft.lines, lineFromSupplierItem(item)] })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-brand-900/15 bg-white px-3 text-left text-sm hover:bg-brand-50 sm:min-h-10"
                  >
                    <Plus aria-hidden="true" className="h-4 w-4 text-brand-700" />
                    <span className="font-semibold text-brand-950">{item.itemName}</span>
                    <span className="text-brand-950/65">
                      {formatUsd(item.price)} / {packLabel(item)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : catalogue ? (
            <p className="mt-2 text-sm text-brand-950/70">
              {catalogue.length === 0
                ? `${supplier?.name ?? "This supplier"} has no items with prices yet.`
                : "Everything this supplier sells is on the order."}
            </p>
          ) : null}
          <div className="mt-4">
            {picker(
              (item) =>
                set({
                  lines: [
                    ...draft.lines,
                    {
                      key: crypto.randomUUID(),
                      itemId: item.id,
                      itemName: item.name,
                      units: item.units,
                      unit: item.units[1] ?? item.baseUnit,
                      quantity: "1",
                      unitPrice: "",
                      taxRate: "0",
                    },
                  ],
                }),
              [...onOrder],
            )}
          </div>
        </section>
      ) : null}

      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <dt className="text-brand-950/70">Total (Excl. Tax)</dt>
        <dd className="text-right font-semibold">{totals ? formatUsd(totals.exclTax) : "—"}</dd>
        <dt className="text-brand-950/70">Tax</dt>
        <dd className="text-right">{totals ? formatUsd(totals.tax) : "—"}</dd>
        <dt className="font-semibold text-brand-950">Total (Incl. Tax)</dt>
        <dd className="text-right text-base font-extrabold">
          {totals ? formatUsd(totals.inclTax) : "—"}
        </dd>
      </dl>
      {belowMinimum ? (
        <Notice tone="info">
          {supplier!.name}&apos;s minimum order is {formatUsd(supplier!.minimumOrder!)} before tax;
          this order comes to {formatUsd(totals!.exclTax)}.
        </Notice>
      ) : null}

      <TextAreaField
        label="Notes for the supplier"
        rows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.target.value })}
        error={shown.notes}
      />
      <Notice tone="error">{error ? errorMessage(error) : null}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
