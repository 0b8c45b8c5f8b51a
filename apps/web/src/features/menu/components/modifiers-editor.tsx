import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import {
  IngredientLines,
  LineSelect,
  type PickedIngredient,
} from "@/components/ui/ingredient-lines";
import type { FieldErrors } from "@/lib/forms";
import {
  emptyModifier,
  modifierLineOf,
  type ModifierDraft,
  type ModifierLineDraft,
} from "./menu-draft";

const ACTIONS = [
  { value: "add", label: "Adds" },
  { value: "remove", label: "Takes off" },
];

/**
 * A menu item's modifiers ("Extra sauce", "No egg"): each with its name, what it adds to the
 * price, and the lines it adds to the plate or takes off it, so the plate's cost follows.
 */
export function ModifiersEditor({
  modifiers,
  errors,
  picker,
  onChange,
}: {
  modifiers: ModifierDraft[];
  errors: FieldErrors;
  picker: (onPick: (ingredient: PickedIngredient) => void, label: string) => ReactNode;
  onChange: (modifiers: ModifierDraft[]) => void;
}) {
  const change = (key: string, changes: Partial<ModifierDraft>) =>
    onChange(
      modifiers.map((modifier) => (modifier.key === key ? { ...modifier, ...changes } : modifier)),
    );
  const changeLine = (modifier: ModifierDraft, key: string, changes: Partial<ModifierLineDraft>) =>
    change(modifier.key, {
      lines: modifier.lines.map((line) => (line.key === key ? { ...line, ...changes } : line)),
    });

  return (
    <div className="space-y-4">
      {modifiers.map((modifier, index) => {
        const label = modifier.name.trim() || `Modifier ${index + 1}`;
        return (
          <fieldset key={modifier.key} className="rounded-2xl border border-brand-900/10 p-4">
            <legend className="px-1 text-sm font-bold text-brand-950">{label}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                label="Name"
                value={modifier.name}
                placeholder="Extra sauce"
                onChange={(event) => change(modifier.key, { name: event.target.value })}
                error={errors[`modifiers.${index}.name`]}
                className="min-w-0 flex-1 basis-40"
              />
              <TextField
                label="Price ($)"
                inputMode="decimal"
                value={modifier.price}
                onChange={(event) => change(modifier.key, { price: event.target.value })}
                error={errors[`modifiers.${index}.price`]}
                className="w-28"
              />
              <Button
                variant="danger"
                aria-label={`Remove ${label}`}
                onClick={() => onChange(modifiers.filter((other) => other.key !== modifier.key))}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
            <IngredientLines
              lines={modifier.lines}
              columns={[
                {
                  heading: "Adds or takes off",
                  width: "8.5rem",
                  render: (line) => (
                    <LineSelect
                      caption="Adds or takes off"
                      name={line.name}
                      value={line.action}
                      options={ACTIONS}
                      onChange={(action) =>
                        changeLine(modifier, line.key, { action: action as "add" | "remove" })
                      }
                    />
                  ),
                },
              ]}
              path={`modifiers.${index}.lines`}
              errors={errors}
              onChange={(key, changes) => changeLine(modifier, key, changes)}
              onRemove={(key) =>
                change(modifier.key, { lines: modifier.lines.filter((line) => line.key !== key) })
              }
            />
            <div className="mt-3">
              {picker(
                (ingredient) =>
                  change(modifier.key, { lines: [...modifier.lines, modifierLineOf(ingredient)] }),
                `What ${label} adds or takes off`,
              )}
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...modifiers, emptyModifier()])}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Add a modifier
      </Button>
    </div>
  );
}
