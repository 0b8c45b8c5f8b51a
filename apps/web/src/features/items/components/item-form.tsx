import {
  ALLERGENS,
  ALLERGEN_LABELS,
  itemInputSchema,
  itemUpdateSchema,
  type Allergen,
  type Category,
  type Item,
  type Location,
} from "@larder/contracts";
import { STANDARD_UNITS, unitLabel } from "@larder/domain";
import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { QuantityField } from "@/components/ui/quantity-field";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useCreateItem, useUpdateItem } from "@/features/items/api/items";

interface PackRow {
  name: string;
  quantity: string;
  unit: string;
}

const blankPack = (unit: string): PackRow => ({ name: "", quantity: "", unit });

/** Kept in a form as text; sent as a decimal string, or null when empty. */
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * Creates or edits an item: its name, category and units (packs, piece weight, density), its
 * allergens and barcodes, and at one location where it is kept and its par levels. A new item
 * can start with the stock already on the shelf.
 */
export function ItemForm({
  workspaceId,
  item,
  categories,
  locations,
  defaultLocationId,
  showCosts,
  onSaved,
}: {
  workspaceId: string;
  /** The item to edit; a new item without it. */
  item?: Item;
  categories: Category[];
  /** The active locations the member may use, with their storage areas. */
  locations: Location[];
  defaultLocationId: string | null;
  showCosts: boolean;
  onSaved: (item: Item) => void;
}) {
  const create = useCreateItem(workspaceId);
  const update = useUpdateItem(workspaceId);
  const mutation = item ? update : create;

  const [name, setName] = useState(item?.name ?? "");
  const [categoryId, setCategoryId] = useState(item?.categoryId ?? "");
  const [baseUnit, setBaseUnit] = useState(item?.baseUnit ?? "kg");
  const [packs, setPacks] = useState<PackRow[]>(item?.packs.map((pack) => ({ ...pack })) ?? []);
  const [gramsPerPiece, setGramsPerPiece] = useState(item?.gramsPerPiece ?? "");
  const [kgPerLitre, setKgPerLitre] = useState(item?.gramsPerMl ?? "");
  const [allergens, setAllergens] = useState<Allergen[]>(item?.allergens ?? []);
  const [barcodes, setBarcodes] = useState(item?.barcodes.map((code) => ({ ...code })) ?? []);
  const [notes, setNotes] = useState(item?.notes ?? "");
  const [locationId, setLocationId] = useState(
    defaultLocationId ?? item?.stock[0]?.locationId ?? locations[0]?.id ?? "",
  );
  const stockHere = item?.stock.find((line) => line.locationId === locationId);
  const [areaId, setAreaId] = useState(stockHere?.storageAreaId ?? "");
  const [minimum, setMinimum] = useState(stockHere?.minimum ?? "");
  const [maximum, setMaximum] = useState(stockHere?.maximum ?? "");
  const [openingQuantity, setOpeningQuantity] = useState("");
  const [openingUnit, setOpeningUnit] = useState(baseUnit);
  const [openingCost, setOpeningCost] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const location = locations.find((candidate) => candidate.id === locationId);
  const packNames = packs.map((pack) => pack.name.trim()).filter(Boolean);
  const unitChoices = [
    ...new Set([baseUnit, ...packNames, ...STANDARD_UNITS.map((unit) => unit.code)]),
  ].map((value) => ({ value, label: unitLabel(value) }));

  const chooseLocation = (id: string) => {
    setLocationId(id);
    const line = item?.stock.find((candidate) => candidate.locationId === id);
    setAreaId(line?.storageAreaId ?? "");
    setMinimum(line?.minimum ?? "");
    setMaximum(line?.maximum ?? "");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = {
      name,
      categoryId: categoryId || null,
      baseUnit,
      packs: packs.filter((pack) => pack.name.trim() || pack.quantity.trim()),
      gramsPerPiece: orNull(gramsPerPiece),
      gramsPerMl: orNull(kgPerLitre),
      allergens,
      barcodes: barcodes.filter((barcode) => barcode.code.trim()),
      storageAreaIds: areaId ? [areaId] : [],
      parLevels: locationId
        ? [{ locationId, minimum: orNull(minimum), maximum: orNull(maximum) }]
        : [],
      notes,
    };
    const checked = item
      ? checkForm(itemUpdateSchema, fields)
      : checkForm(itemInputSchema, {
          ...fields,
          openingStock:
            orNull(openingQuantity) && locationId
              ? [
                  {
                    locationId,
                    quantity: openingQuantity.trim(),
                    unit: openingUnit,
                    unitCost: orNull(openingCost),
                  },
                ]
              : [],
        });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const saved = item
        ? await update.mutateAsync({ itemId: item.id, changes: checked.data })
        : await create.mutateAsync(checked.data as Parameters<typeof create.mutateAsync>[0]);
      onSaved(saved);
    } catch {
      // shown below
    }
  };

  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={shown.name}
        maxLength={120}
        autoFocus={!item}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          error={shown.categoryId}
        >
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Counted and kept in"
          value={baseUnit}
          onChange={(event) => {
            setBaseUnit(event.target.value);
            setOpeningUnit(event.target.value);
          }}
          error={shown.baseUnit}
          hint={item ? "Cannot change once stock is recorded." : "Stock is kept in this unit."}
        >
          {STANDARD_UNITS.map((unit) => (
            <option key={unit.code} value={unit.code}>
              {unit.label} ({unit.name})
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-3 rounded-xl border border-brand-900/10 p-4">
        <legend className="px-1 text-sm font-semibold text-brand-950">Packs</legend>
        <p className="text-sm text-brand-950/70">
          How it is bought: a case of 6 cans, a can of 2.5 kg.
        </p>
        {packs.map((pack, index) => (
          <div key={index} className="grid grid-cols-[1fr_5.5rem_7rem_auto] items-end gap-2">
            <TextField
              label="Pack"
              placeholder="case"
              value={pack.name}
              onChange={(event) =>
                setPacks(
                  packs.map((p, i) => (i === index ? { ...p, name: event.target.value } : p)),
                )
              }
              error={shown[`packs.${index}.name`]}
            />
            <TextField
              label="Holds"
              inputMode="decimal"
              value={pack.quantity}
              onChange={(event) =>
                setPacks(
                  packs.map((p, i) => (i === index ? { ...p, quantity: event.target.value } : p)),
                )
              }
              error={shown[`packs.${index}.quantity`]}
            />
            <SelectField
              label="Of"
              value={pack.unit}
              onChange={(event) =>
                setPacks(
                  packs.map((p, i) => (i === index ? { ...p, unit: event.target.value } : p)),
                )
              }
            >
              {unitChoices
                .filter((choice) => choice.value !== pack.name.trim())
                .map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
            </SelectField>
            <button
              type="button"
              aria-label={`Remove the pack ${pack.name || index + 1}`}
              onClick={() => setPacks(packs.filter((_, i) => i !== index))}
              className="mb-0.5 inline-flex h-11 w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => setPacks([...packs, blankPack(baseUnit)])}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a pack
        </Button>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="One piece weighs (g)"
            inputMode="decimal"
            value={gramsPerPiece}
            onChange={(event) => setGramsPerPiece(event.target.value)}
            error={shown.gramsPerPiece}
            hint="Lets it be counted by the piece and weighed."
          />
          <TextField
            label="1 L weighs (kg)"
            inputMode="decimal"
            value={kgPerLitre}
            onChange={(event) => setKgPerLitre(event.target.value)}
            error={shown.gramsPerMl}
            hint="Its density: lets it be measured by volume and weighed."
          />
        </div>
      </fieldset>

      {locations.length > 0 ? (
        <fieldset className="space-y-3 rounded-xl border border-brand-900/10 p-4">
          <legend className="px-1 text-sm font-semibold text-brand-950">
            {location ? `At ${location.name}` : "At a location"}
          </legend>
          {locations.length > 1 ? (
            <SelectField
              label="Location"
              value={locationId}
              onChange={(event) => chooseLocation(event.target.value)}
            >
              {locations.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            label="Kept in"
            value={areaId}
            onChange={(event) => setAreaId(event.target.value)}
            error={shown.storageAreaIds}
            hint="Its count sheet lists it under this storage area."
          >
            <option value="">Not assigned</option>
            {(location?.storageAreas ?? []).map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={`Minimum (${unitLabel(baseUnit)})`}
              inputMode="decimal"
              value={minimum}
              onChange={(event) => setMinimum(event.target.value)}
              error={shown["parLevels.0.minimum"]}
              hint="Below this it is low."
            />
            <TextField
              label={`Maximum (${unitLabel(baseUnit)})`}
              inputMode="decimal"
              value={maximum}
              onChange={(event) => setMaximum(event.target.value)}
              error={shown["parLevels.0.maximum"]}
              hint="Order up to this."
            />
          </div>
          {!item ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <QuantityField
                label="On the shelf now (optional)"
                quantity={openingQuantity}
                unit={openingUnit}
                units={unitChoices}
                onQuantityChange={setOpeningQuantity}
                onUnitChange={setOpeningUnit}
                error={shown["openingStock.0.quantity"]}
              />
              {showCosts ? (
                <TextField
                  label={`Cost per ${unitLabel(openingUnit)} (optional)`}
                  inputMode="decimal"
                  value={openingCost}
                  onChange={(event) => setOpeningCost(event.target.value)}
                  error={shown["openingStock.0.unitCost"]}
                />
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Allergens</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={allergens.includes(allergen)}
                onChange={(event) =>
                  setAllergens(
                    event.target.checked
                      ? [...allergens, allergen]
                      : allergens.filter((a) => a !== allergen),
                  )
                }
                className="h-4.5 w-4.5 accent-brand-700"
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-brand-950">Barcodes</legend>
        {barcodes.map((barcode, index) => (
          <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <TextField
              label="Barcode"
              inputMode="numeric"
              value={barcode.code}
              onChange={(event) =>
                setBarcodes(
                  barcodes.map((b, i) => (i === index ? { ...b, code: event.target.value } : b)),
                )
              }
              error={shown[`barcodes.${index}.code`]}
            />
            <SelectField
              label="A scan is one"
              value={barcode.unit}
              onChange={(event) =>
                setBarcodes(
                  barcodes.map((b, i) => (i === index ? { ...b, unit: event.target.value } : b)),
                )
              }
            >
              {unitChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              aria-label={`Remove the barcode ${barcode.code || index + 1}`}
              onClick={() => setBarcodes(barcodes.filter((_, i) => i !== index))}
              className="mb-0.5 inline-flex h-11 w-11 items-center justify-center rounded-xl text-tomato hover:bg-tomato/10"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => setBarcodes([...barcodes, { code: "", unit: baseUnit }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a barcode
        </Button>
      </fieldset>

      <TextField
        label="Notes (optional)"
        value={notes}
        maxLength={2000}
        onChange={(event) => setNotes(event.target.value)}
        error={shown.notes}
      />

      <Notice tone="error">{mutation.error ? errorMessage(mutation.error) : null}</Notice>
      <Button type="submit" busy={mutation.isPending} className="w-full sm:w-auto">
        {item ? "Save changes" : "Add item"}
      </Button>
    </form>
  );
}
