import {
  itemInputSchema,
  itemUpdateSchema,
  type Allergen,
  type Category,
  type Item,
  type Location,
} from "@larder/contracts";
import { STANDARD_UNITS, unitLabel } from "@larder/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useCreateItem, useUpdateItem } from "@/features/items/api/items";
import { AllergensField } from "./allergens-field";
import { EditableRows } from "./editable-rows";
import { atLocation, ItemLocationFields, type OpeningStock } from "./item-location-fields";

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
  const [at, setAt] = useState(() =>
    atLocation(item, defaultLocationId ?? item?.stock[0]?.locationId ?? locations[0]?.id ?? ""),
  );
  const [opening, setOpening] = useState<OpeningStock>({ quantity: "", unit: baseUnit, cost: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const packNames = packs.map((pack) => pack.name.trim()).filter(Boolean);
  const unitChoices = [
    ...new Set([baseUnit, ...packNames, ...STANDARD_UNITS.map((unit) => unit.code)]),
  ].map((value) => ({ value, label: unitLabel(value) }));

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
      storageAreaIds: at.areaId ? [at.areaId] : [],
      parLevels: at.locationId
        ? [{ locationId: at.locationId, minimum: orNull(at.minimum), maximum: orNull(at.maximum) }]
        : [],
      notes,
    };
    const checked = item
      ? checkForm(itemUpdateSchema, fields)
      : checkForm(itemInputSchema, {
          ...fields,
          openingStock:
            orNull(opening.quantity) && at.locationId
              ? [
                  {
                    locationId: at.locationId,
                    quantity: opening.quantity.trim(),
                    unit: opening.unit,
                    unitCost: orNull(opening.cost),
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
          <NamedOptions items={categories} />
        </SelectField>
        <SelectField
          label="Counted and kept in"
          value={baseUnit}
          onChange={(event) => {
            setBaseUnit(event.target.value);
            setOpening({ ...opening, unit: event.target.value });
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
        <EditableRows
          rows={packs}
          onChange={setPacks}
          blank={() => blankPack(baseUnit)}
          grid="grid-cols-[1fr_5.5rem_7rem_auto]"
          removeLabel={(pack, index) => `Remove the pack ${pack.name || index + 1}`}
          addLabel="Add a pack"
          fields={(pack, change, index) => (
            <>
              <TextField
                label="Pack"
                placeholder="case"
                value={pack.name}
                onChange={(event) => change({ name: event.target.value })}
                error={shown[`packs.${index}.name`]}
              />
              <TextField
                label="Holds"
                inputMode="decimal"
                value={pack.quantity}
                onChange={(event) => change({ quantity: event.target.value })}
                error={shown[`packs.${index}.quantity`]}
              />
              <SelectField
                label="Of"
                value={pack.unit}
                onChange={(event) => change({ unit: event.target.value })}
              >
                {unitChoices
                  .filter((choice) => choice.value !== pack.name.trim())
                  .map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
              </SelectField>
            </>
          )}
        />
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
        <ItemLocationFields
          item={item}
          locations={locations}
          at={at}
          onAtChange={setAt}
          baseUnit={baseUnit}
          opening={opening}
          onOpeningChange={setOpening}
          unitChoices={unitChoices}
          showCosts={showCosts}
          errors={shown}
        />
      ) : null}

      <AllergensField allergens={allergens} onChange={setAllergens} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-brand-950">Barcodes</legend>
        <EditableRows
          rows={barcodes}
          onChange={setBarcodes}
          blank={() => ({ code: "", unit: baseUnit })}
          grid="grid-cols-[1fr_7rem_auto]"
          removeLabel={(barcode, index) => `Remove the barcode ${barcode.code || index + 1}`}
          addLabel="Add a barcode"
          fields={(barcode, change, index) => (
            <>
              <TextField
                label="Barcode"
                inputMode="numeric"
                value={barcode.code}
                onChange={(event) => change({ code: event.target.value })}
                error={shown[`barcodes.${index}.code`]}
              />
              <SelectField
                label="A scan is one"
                value={barcode.unit}
                onChange={(event) => change({ unit: event.target.value })}
              >
                {unitChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        />
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
