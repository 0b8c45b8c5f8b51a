import { ALLERGENS, ALLERGEN_LABELS, type Allergen } from "@larder/contracts";

/** The allergens an item carries, ticked from the standard list. */
export function AllergensField({
  allergens,
  onChange,
}: {
  allergens: Allergen[];
  onChange: (allergens: Allergen[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-brand-950">Allergens</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={allergens.includes(allergen)}
              onChange={(event) =>
                onChange(
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
  );
}
