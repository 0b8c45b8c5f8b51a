import {
  orderInputSchema,
  type ItemSummary,
  type Order,
  type OrderInput,
  type Supplier,
  type SupplierItem,
} from "@larder/contracts";
import { compare, perUnitLabel, unitLabel } from "@larder/domain";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import {
  inputClasses,
  NamedOptions,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import { Notice } from "@/components/ui/notice";
import { formatUsd, packLabel } from "@/lib/format";
import { changedLine, useDraft } from "@/lib/forms";
import { DocumentLines, figuresOf, lineCaption, typedTotals } from "@/components/document-lines";
import { DocumentTotals } from "@/components/document-totals";

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

/** A saved order, to edit again. */
export function draftOfOrder(order: Order): OrderDraft {
  return {
    supplierId: order.supplierId,
    locationId: order.locationId,
    expectedOn: order.expectedOn ?? "",
    notes: order.notes,
    lines: order.lines.map((line) => ({
      key: line.id,
      itemId: line.itemId,
      itemName: line.itemName,
      units: line.units,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
    })),
  };
}

/**
 * A purchase order being written: the supplier, where it goes and when, and its lines in the
 * supplier's packs, with the totals and the supplier's minimum as they are typed. Lines come
 * from what the supplier sells, or any other item found with `picker`.
 *
 * What a supplier sells (`catalogue`) and the cheapest-supplier hint under a line (`hint`) come
 * from the suppliers feature, handed in by the app layer.
 */
export function OrderEditor<CatalogueKey extends QueryKey>({
  suppliers,
  locations,
  initial,
  supplierFixed,
  picker,
  catalogue: catalogueQuery,
  hint,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  suppliers: Supplier[];
  locations: { id: string; name: string }[];
  initial: OrderDraft;
  supplierFixed: boolean;
  picker: (onPick: (item: ItemSummary) => void, exclude: string[]) => ReactNode;
  /** The query of what a supplier sells, with prices. */
  catalogue: (
    supplierId: string,
  ) => UseQueryOptions<SupplierItem[], Error, SupplierItem[], CatalogueKey>;
  /** Under a line: whether the order's supplier is the cheapest for the item. */
  hint: (itemId: string, supplierId: string) => ReactNode;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: OrderInput) => void;
  onCancel: () => void;
}) {
  const { draft, set, submit, shown } = useDraft(initial, {
    schema: orderInputSchema,
    toInput: (typed: OrderDraft) => ({
      supplierId: typed.supplierId,
      locationId: typed.locationId,
      expectedOn: typed.expectedOn || null,
      notes: typed.notes,
      lines: typed.lines.map((line) => ({
        itemId: line.itemId,
        unit: line.unit,
        ...figuresOf(line),
      })),
    }),
    serverError: error,
    onValid: onSubmit,
  });
  const supplier = suppliers.find((candidate) => candidate.id === draft.supplierId) ?? null;
  const { data: catalogue } = useQuery({
    ...catalogueQuery(draft.supplierId),
    enabled: Boolean(draft.supplierId),
  });
  const onOrder = new Set(draft.lines.map((line) => line.itemId));
  const offered = (catalogue ?? []).filter((item) => !onOrder.has(item.itemId));
  const totals = typedTotals(draft.lines);
  const belowMinimum =
    supplier?.minimumOrder && totals ? compare(totals.exclTax, supplier.minimumOrder) < 0 : false;

  const changeLine = (key: string, changes: Partial<DraftLine>) =>
    set({ lines: changedLine(draft.lines, key, changes) });

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
          <NamedOptions items={suppliers} />
        </SelectField>
        <SelectField
          label="Deliver to"
          value={draft.locationId}
          onChange={(event) => set({ locationId: event.target.value })}
          error={shown.locationId}
        >
          <NamedOptions items={locations} />
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
        <DocumentLines
          lines={draft.lines}
          firstHeading="Item"
          nameOf={(line) => line.itemName}
          first={(line) => (
            <div>
              <p className="font-semibold text-brand-950">{line.itemName}</p>
              {hint(line.itemId, draft.supplierId)}
            </div>
          )}
          unit={(line, index) => (
            <label className="min-w-0">
              <span className={lineCaption}>Unit</span>
              <select
                aria-label={`Unit of ${line.itemName}`}
                value={line.unit}
                onChange={(event) => changeLine(line.key, { unit: event.target.value })}
                className={`${inputClasses(Boolean(shown[`lines.${index}.unit`]))} pr-8`}
              >
                {line.units.map((code) => (
                  <option key={code} value={code}>
                    {unitLabel(code)}
                  </option>
                ))}
              </select>
            </label>
          )}
          priceCaption={(line) => `Price per ${perUnitLabel(line.unit)} ($)`}
          errors={shown}
          onChange={changeLine}
          onRemove={(key) => set({ lines: draft.lines.filter((line) => line.key !== key) })}
        />
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

      <DocumentTotals totals={totals} />
      {belowMinimum ? (
        <Notice tone="info">
          {supplier!.name}&apos;s minimum order is {formatUsd(supplier!.minimumOrder!)} before tax;
          this order comes to {formatUsd(totals!.exclTax)}.
        </Notice>
      ) : null}

      <TextAreaField
        label="Notes"
        hint="For your team; not printed on the supplier's copy. What the supplier should know goes in the message when you send the order."
        rows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.target.value })}
        error={shown.notes}
      />
      <FormFooter error={error} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
