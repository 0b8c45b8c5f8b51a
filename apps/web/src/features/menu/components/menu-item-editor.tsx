import { menuItemInputSchema, type MenuItemInput, type MenuSection } from "@larder/contracts";
import { useId, type ReactNode } from "react";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import {
  IngredientLines,
  LineInput,
  type PickedIngredient,
} from "@/components/ui/ingredient-lines";
import { changedLine, useDraft } from "@/lib/forms";
import {
  inputOfMenuDraft,
  plateLineOf,
  type MenuItemDraft,
  type PlateLineDraft,
} from "./menu-draft";
import { ModifiersEditor } from "./modifiers-editor";

/**
 * A menu item being added or changed: its name, section, price and how tax applies, what goes
 * on the plate (recipes or items, found with `picker`) and its modifiers. The contract's schema
 * checks it first; what the server refuses is said above the buttons.
 */
export function MenuItemEditor({
  initial,
  sections,
  picker,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: MenuItemDraft;
  sections: MenuSection[];
  picker: (onPick: (ingredient: PickedIngredient) => void, label: string) => ReactNode;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: MenuItemInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { draft, set, submit, shown } = useDraft(initial, {
    schema: menuItemInputSchema,
    toInput: inputOfMenuDraft,
    serverError: error,
    onValid: onSubmit,
  });
  const changeLine = (key: string, changes: Partial<PlateLineDraft>) =>
    set({ lines: changedLine(draft.lines, key, changes) });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          error={shown.name}
          autoComplete="off"
          required
        />
        <SelectField
          label="Section"
          value={draft.sectionId}
          onChange={(event) => set({ sectionId: event.target.value })}
          error={shown.sectionId}
        >
          <option value="">No section</option>
          <NamedOptions items={sections} />
        </SelectField>
        <TextField
          label="Price ($)"
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => set({ price: event.target.value })}
          error={shown.price}
        />
        <div className="grid grid-cols-[6rem_1fr] gap-3">
          <TextField
            label="Tax (%)"
            inputMode="decimal"
            value={draft.taxRate}
            onChange={(event) => set({ taxRate: event.target.value })}
            error={shown.taxRate}
          />
          <SelectField
            label="Tax is"
            value={draft.taxIncluded ? "included" : "added"}
            onChange={(event) => set({ taxIncluded: event.target.value === "included" })}
            error={shown.taxIncluded}
          >
            <option value="added">Added to the price</option>
            <option value="included">Included in the price</option>
          </SelectField>
        </div>
      </div>

      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="text-base font-bold text-brand-950">
          On the plate
        </h3>
        <IngredientLines
          lines={draft.lines}
          describe={(line) => (line.recipeId ? "Recipe" : "Item")}
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
          ]}
          path="lines"
          errors={shown}
          onChange={changeLine}
          onRemove={(key) => set({ lines: draft.lines.filter((line) => line.key !== key) })}
        />
        {draft.lines.length === 0 ? (
          <p className="py-2 text-sm text-brand-950/70">
            Nothing yet: add the recipes and items one plate is made of.
          </p>
        ) : null}
        {shown.lines ? <p className="text-sm font-medium text-tomato">{shown.lines}</p> : null}
        <div className="mt-3 rounded-2xl bg-brand-50/60 p-4">
          {picker(
            (ingredient) => set({ lines: [...draft.lines, plateLineOf(ingredient)] }),
            "Add to the plate",
          )}
        </div>
      </section>

      <section aria-labelledby={`${id}-modifiers`}>
        <h3 id={`${id}-modifiers`} className="mb-2 text-base font-bold text-brand-950">
          Modifiers
        </h3>
        <ModifiersEditor
          modifiers={draft.modifiers}
          errors={shown}
          picker={picker}
          onChange={(modifiers) => set({ modifiers })}
        />
        {shown.modifiers ? (
          <p className="mt-2 text-sm font-medium text-tomato">{shown.modifiers}</p>
        ) : null}
      </section>

      <FormFooter error={error} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
