import type { Item, Location } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { QuantityField } from "@/components/ui/quantity-field";
import type { FieldErrors } from "@/lib/forms";

/** Where an item is kept at one location, and its par levels there. */
export interface AtLocation {
  locationId: string;
  areaId: string;
  minimum: string;
  maximum: string;
}

/** The stock already on the shelf when a new item is added. */
export interface OpeningStock {
  quantity: string;
  unit: string;
  cost: string;
}

/** `item`'s storage area and par levels at `locationId`, as the form starts them. */
export function atLocation(item: Item | undefined, locationId: string): AtLocation {
  const line = item?.stock.find((candidate) => candidate.locationId === locationId);
  return {
    locationId,
    areaId: line?.storageAreaId ?? "",
    minimum: line?.minimum ?? "",
    maximum: line?.maximum ?? "",
  };
}

/**
 * An item at one location: which location (when there are several), the storage area it is
 * counted in, its minimum and maximum, and for a new item the stock already on the shelf.
 */
export function ItemLocationFields({
  item,
  locations,
  at,
  onAtChange,
  baseUnit,
  opening,
  onOpeningChange,
  unitChoices,
  showCosts,
  errors,
}: {
  item: Item | undefined;
  locations: Location[];
  at: AtLocation;
  onAtChange: (at: AtLocation) => void;
  baseUnit: string;
  opening: OpeningStock;
  onOpeningChange: (opening: OpeningStock) => void;
  unitChoices: { value: string; label: string }[];
  showCosts: boolean;
  errors: FieldErrors;
}) {
  const location = locations.find((candidate) => candidate.id === at.locationId);
  const change = (changes: Partial<AtLocation>) => onAtChange({ ...at, ...changes });
  return (
    <fieldset className="space-y-3 rounded-xl border border-brand-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-950">
        {location ? `At ${location.name}` : "At a location"}
      </legend>
      {locations.length > 1 ? (
        <SelectField
          label="Location"
          value={at.locationId}
          onChange={(event) => onAtChange(atLocation(item, event.target.value))}
        >
          <NamedOptions items={locations} />
        </SelectField>
      ) : null}
      <SelectField
        label="Kept in"
        value={at.areaId}
        onChange={(event) => change({ areaId: event.target.value })}
        error={errors.storageAreaIds}
        hint="Its count sheet lists it under this storage area."
      >
        <option value="">Not assigned</option>
        <NamedOptions items={location?.storageAreas ?? []} />
      </SelectField>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={`Minimum (${unitLabel(baseUnit)})`}
          inputMode="decimal"
          value={at.minimum}
          onChange={(event) => change({ minimum: event.target.value })}
          error={errors["parLevels.0.minimum"]}
          hint="Below this it is low."
        />
        <TextField
          label={`Maximum (${unitLabel(baseUnit)})`}
          inputMode="decimal"
          value={at.maximum}
          onChange={(event) => change({ maximum: event.target.value })}
          error={errors["parLevels.0.maximum"]}
          hint="Order up to this."
        />
      </div>
      {!item ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <QuantityField
            label="On the shelf now (optional)"
            quantity={opening.quantity}
            unit={opening.unit}
            units={unitChoices}
            onQuantityChange={(quantity) => onOpeningChange({ ...opening, quantity })}
            onUnitChange={(unit) => onOpeningChange({ ...opening, unit })}
            error={errors["openingStock.0.quantity"]}
          />
          {showCosts ? (
            <TextField
              label={`Cost per ${unitLabel(opening.unit)} (optional)`}
              inputMode="decimal"
              value={opening.cost}
              onChange={(event) => onOpeningChange({ ...opening, cost: event.target.value })}
              error={errors["openingStock.0.unitCost"]}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
