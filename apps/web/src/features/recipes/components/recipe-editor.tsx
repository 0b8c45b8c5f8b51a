import { recipeInputSchema, type RecipeInput } from "@larder/contracts";
import { STANDARD_UNITS } from "@larder/domain";
import { useId, type ReactNode } from "react";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import {
  IngredientLines,
  LineInput,
  type PickedIngredient,
} from "@/components/ui/ingredient-lines";
import { QuantityField } from "@/components/ui/quantity-field";
import { changedLine, useDraft } from "@/lib/forms";
import { MethodEditor } from "./method-editor";
import {
  inputOfDraft,
  lineOfIngredient,
  PORTION,
  type RecipeDraft,
  type RecipeLineDraft,
} from "./recipe-draft";

const standardUnits = STANDARD_UNITS.map((unit) => ({ value: unit.code, label: unit.label }));
const yieldUnits = [{ value: PORTION, label: "portions" }, ...standardUnits];

/**
 * A recipe being written or changed: its name and category, what a batch makes and loses in
 * cooking, its portion, its lines (items or other recipes, found with `picker`) and its method.
 * The contract's schema checks it first; what the server refuses (a unit it cannot convert, a
 * recipe that would use itself, a name taken) is said above the buttons.
 */
export function RecipeEditor({
  workspaceId,
  initial,
  categories,
  picker,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  workspaceId: string;
  initial: RecipeDraft;
  /** The categories already in the book, offered as the category is typed. */
  categories: string[];
  picker: (onPick: (ingredient: PickedIngredient) => void) => ReactNode;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: RecipeInput) => void;
  onCancel: () => void;
}) {
  const listId = useId();
  const { draft, set, submit, shown } = useDraft(initial, {
    schema: recipeInputSchema,
    toInput: inputOfDraft,
    serverError: error,
    onValid: onSubmit,
  });
  const changeLine = (key: string, changes: Partial<RecipeLineDraft>) =>
    set({ lines: changedLine(draft.lines, key, changes) });
  const byPortion = draft.yieldUnit === PORTION;

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          error={shown.name}
          autoComplete="off"
          required
        />
        <TextField
          label="Category (optional)"
          value={draft.category}
          list={listId}
          onChange={(event) => set({ category: event.target.value })}
          error={shown.category}
          autoComplete="off"
          hint="Sauces, Mains, Desserts…"
        />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>

      <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <legend className="mb-2 text-base font-bold text-brand-950">Yield</legend>
        <QuantityField
          label="One batch makes"
          quantity={draft.yieldQuantity}
          unit={draft.yieldUnit}
          units={yieldUnits}
          onQuantityChange={(yieldQuantity) => set({ yieldQuantity })}
          onUnitChange={(yieldUnit) => set({ yieldUnit })}
          error={shown.yieldQuantity ?? shown.yieldUnit}
          hint="Before cooking loss. A number, or a fraction such as 1 1/2."
        />
        <TextField
          label="Cooking loss (%)"
          inputMode="decimal"
          value={draft.cookingLossPercent}
          onChange={(event) => set({ cookingLossPercent: event.target.value })}
          error={shown.cookingLossPercent}
          hint="What reducing or roasting takes away."
        />
        {byPortion ? null : (
          <QuantityField
            label="Portion size (optional)"
            quantity={draft.portionQuantity}
            unit={draft.portionUnit}
            units={standardUnits}
            onQuantityChange={(portionQuantity) => set({ portionQuantity })}
            onUnitChange={(portionUnit) => set({ portionUnit })}
            error={shown.portionQuantity ?? shown.portionUnit ?? shown[""]}
            hint="To cost one portion of the batch."
          />
        )}
      </fieldset>

      <section aria-labelledby={`${listId}-lines`}>
        <h2 id={`${listId}-lines`} className="text-base font-bold text-brand-950">
          Ingredients
        </h2>
        <IngredientLines
          lines={draft.lines}
          describe={(line) => (line.recipeId ? "Sub-recipe" : line.note ? line.note : null)}
          columns={[
            {
              heading: "Trim (%)",
              width: "5.5rem",
              render: (line, index) => (
                <LineInput
                  caption="Trim (%)"
                  name={line.name}
                  inputMode="decimal"
                  value={line.trimPercent}
                  error={shown[`lines.${index}.trimPercent`]}
                  onChange={(event) => changeLine(line.key, { trimPercent: event.target.value })}
                />
              ),
            },
            {
              heading: "Note",
              width: "minmax(0,1fr)",
              render: (line, index) => (
                <LineInput
                  caption="Note"
                  name={line.name}
                  placeholder="diced"
                  value={line.note}
                  error={shown[`lines.${index}.note`]}
                  onChange={(event) => changeLine(line.key, { note: event.target.value })}
                />
              ),
            },
          ]}
          path="lines"
          errors={shown}
          onChange={changeLine}
          onRemove={(key) => set({ lines: draft.lines.filter((line) => line.key !== key) })}
        />
        {draft.lines.length === 0 ? (
          <p className="py-3 text-sm text-brand-950/70">
            No ingredients yet: find an item or another recipe below.
          </p>
        ) : null}
        {shown.lines ? <p className="text-sm font-medium text-tomato">{shown.lines}</p> : null}
        <p className="mt-1 text-sm text-brand-950/65">
          Quantities are what the recipe uses; trim is what peeling or boning loses first, so it is
          bought on top.
        </p>
        <div className="mt-4 rounded-2xl bg-brand-50/60 p-4">
          {picker((ingredient) => set({ lines: [...draft.lines, lineOfIngredient(ingredient)] }))}
        </div>
      </section>

      <section aria-labelledby={`${listId}-method`}>
        <h2 id={`${listId}-method`} className="mb-3 text-base font-bold text-brand-950">
          Method
        </h2>
        <MethodEditor workspaceId={workspaceId} draft={draft} errors={shown} onChange={set} />
      </section>

      <TextAreaField
        label="Notes"
        hint="Storage, shelf life, what to watch for."
        rows={3}
        value={draft.notes}
        onChange={(event) => set({ notes: event.target.value })}
        error={shown.notes}
      />
      <FormFooter error={error} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
