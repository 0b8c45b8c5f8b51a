import { supplierItemInputSchema, type ItemSummary } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formatUsd } from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useAddSupplierItem } from "@/features/suppliers/api/suppliers";

/**
 * Starts buying an item from the supplier: the item (found with `picker`), the unit it comes in
 * (one of the item's units: a case, a kilo), the SKU and the price.
 */
export function AddSupplierItemForm({
  workspaceId,
  supplierId,
  picker,
  onAdded,
}: {
  workspaceId: string;
  supplierId: string;
  picker: (onPick: (item: ItemSummary) => void, error?: string) => ReactNode;
  onAdded: (message: string) => void;
}) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [unit, setUnit] = useState("");
  const [price, setPrice] = useState("");
  const [sku, setSku] = useState("");
  const [preferred, setPreferred] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddSupplierItem(workspaceId, supplierId);
  const shown = { ...serverFieldErrors(add.error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(supplierItemInputSchema, {
      itemId: item?.id ?? "",
      unit,
      price: price.trim(),
      sku,
      preferred,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: () => {
        onAdded(
          `${item!.name} added at ${formatUsd(checked.data.price)} per ${perUnitLabel(unit)}.`,
        );
        setItem(null);
        setPrice("");
        setSku("");
        setPreferred(false);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {item ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-3.5 py-2.5">
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-semibold text-brand-950">{item.name}</span>
            <span className="text-brand-950/70"> · kept in {unitLabel(item.baseUnit)}</span>
          </p>
          <Button variant="ghost" onClick={() => setItem(null)}>
            Change item
          </Button>
        </div>
      ) : (
        picker((picked) => {
          setItem(picked);
          setUnit(picked.units[1] ?? picked.baseUnit);
        }, shown.itemId)
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Sold by the"
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          disabled={!item}
          error={shown.unit}
          hint={item ? "Add packs (a case of 6 × 2.5 kg) on the item's page." : undefined}
        >
          {!item ? <option value="">Item first</option> : null}
          {(item?.units ?? []).map((code) => (
            <option key={code} value={code}>
              {unitLabel(code)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Price per ${unit ? perUnitLabel(unit) : "unit"} ($)`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={shown.price}
        />
        <TextField
          label="SKU"
          hint="Optional: the supplier's code."
          value={sku}
          onChange={(event) => setSku(event.target.value)}
          error={shown.sku}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-semibold text-brand-950">
        <input
          type="checkbox"
          checked={preferred}
          onChange={(event) => setPreferred(event.target.checked)}
          className="h-5 w-5 accent-brand-700"
        />
        Preferred supplier for this item
      </label>
      <Notice tone="error">{add.error ? errorMessage(add.error) : null}</Notice>
      <Button type="submit" busy={add.isPending}>
        Add item
      </Button>
    </form>
  );
}
