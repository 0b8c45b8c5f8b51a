import {
  COST_BASES,
  COST_BASIS_LABELS,
  costingSettingsUpdateSchema,
  type CostBasis,
} from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { FormFooter } from "@/components/ui/form-footer";
import { Notice } from "@/components/ui/notice";
import { formatPercent } from "@/lib/format";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { costingQuery, useSaveCosting, type CostingSettings } from "@/features/recipes/api/costing";

const BASIS_HINTS: Record<CostBasis, string> = {
  last_receipt: "What the item cost at its latest delivery.",
  average: "The moving average of what is on the shelves.",
  preferred_supplier: "The preferred supplier's current price for it.",
};

function CostingForm({
  workspaceId,
  settings,
}: {
  workspaceId: string;
  settings: CostingSettings;
}) {
  const save = useSaveCosting(workspaceId);
  const [basis, setBasis] = useState(settings.costBasis);
  const [target, setTarget] = useState(settings.targetFoodCostPercent);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const shown = { ...serverFieldErrors(save.error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const checked = checkForm(costingSettingsUpdateSchema, {
      costBasis: basis,
      targetFoodCostPercent: target.trim(),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (now) =>
        setSaved(
          `Saved: recipes and the menu are costed at the ${COST_BASIS_LABELS[now.costBasis].toLowerCase()}, against a target of ${formatPercent(now.targetFoodCostPercent)}.`,
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Cost items at</legend>
        <div className="mt-1.5 space-y-1.5">
          {COST_BASES.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-2.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                basis === value ? "border-brand-600 bg-brand-50" : "border-brand-900/15"
              }`}
            >
              <input
                type="radio"
                name="cost-basis"
                value={value}
                checked={basis === value}
                onChange={() => setBasis(value)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="text-sm">
                <span className="block font-semibold text-brand-950">
                  {COST_BASIS_LABELS[value]}
                </span>
                <span className="text-brand-950/70">{BASIS_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {shown.costBasis ? (
          <p className="mt-1.5 text-sm font-medium text-tomato">{shown.costBasis}</p>
        ) : null}
      </fieldset>
      <TextField
        label="Target food cost (%)"
        inputMode="decimal"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={shown.targetFoodCostPercent}
        hint="For menu sections without a target of their own."
        className="max-w-56"
      />
      <Notice tone="success">{saved}</Notice>
      <FormFooter error={save.error} submitLabel="Save costing" busy={save.isPending} />
    </form>
  );
}

/**
 * How recipe lines are priced (one of the three bases) and the default target food cost %:
 * a form for members who edit recipes, the settings in words for the others who see costs.
 * An item without a price on the chosen basis falls back to another, and its line says so.
 */
export function CostingSettingsCard({
  workspaceId,
  canEdit,
}: {
  workspaceId: string;
  canEdit: boolean;
}) {
  const { data: settings } = useQuery(costingQuery(workspaceId));
  return (
    <Card title="Costing" description="How every recipe and menu item is priced." headingLevel={2}>
      {settings && canEdit ? <CostingForm workspaceId={workspaceId} settings={settings} /> : null}
      {settings && !canEdit ? (
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-brand-950/70">Items are costed at</dt>
            <dd className="text-right font-medium">{COST_BASIS_LABELS[settings.costBasis]}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-brand-950/70">Target food cost</dt>
            <dd className="font-medium">{formatPercent(settings.targetFoodCostPercent)}</dd>
          </div>
        </dl>
      ) : null}
    </Card>
  );
}
