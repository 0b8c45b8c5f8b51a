import { scaleQuerySchema, type Recipe } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { QuantityField } from "@/components/ui/quantity-field";
import { formatAmount, formatNumber, formatUsd } from "@/lib/format";
import { checkForm, errorMessage } from "@/lib/forms";
import { scaledRecipeQuery } from "@/features/recipes/api/recipes";

const unitName = (unit: string) => (unit === "portion" ? "portions" : unitLabel(unit));

/**
 * How much of each ingredient makes another quantity of the recipe (after cooking loss): type
 * what is wanted, in any unit the recipe's output takes, and read the lines and what they cost.
 */
export function ScaleTool({
  workspaceId,
  recipe,
  showCosts,
}: {
  workspaceId: string;
  recipe: Recipe;
  showCosts: boolean;
}) {
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState(recipe.yieldUnit);
  const [wanted, setWanted] = useState<{ quantity: string; unit: string } | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>();
  const {
    data: scaled,
    error,
    isFetching,
  } = useQuery({
    ...scaledRecipeQuery(workspaceId, recipe.id, wanted ?? { quantity: "", unit: "" }),
    enabled: wanted !== null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(scaleQuerySchema, { quantity, unit });
    if (!checked.ok) return setInvalid(checked.errors.quantity ?? checked.errors.unit);
    setInvalid(undefined);
    setWanted(checked.data);
  };

  return (
    <Card
      title="Scale"
      description={`One batch makes ${formatAmount(recipe.finishedYield, recipe.yieldUnit)} after cooking.`}
      headingLevel={2}
    >
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <QuantityField
          label="Make"
          quantity={quantity}
          unit={unit}
          units={recipe.units.map((code) => ({ value: code, label: unitName(code) }))}
          onQuantityChange={setQuantity}
          onUnitChange={setUnit}
          error={invalid}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" variant="secondary" busy={isFetching} className="sm:mt-7">
          <Scale aria-hidden="true" className="h-4 w-4" /> Scale
        </Button>
      </form>
      <Notice tone="error" className="mt-3">
        {wanted && error ? errorMessage(error) : null}
      </Notice>
      {wanted && scaled && !error ? (
        <div className="mt-4" aria-live="polite">
          <p className="text-sm text-brand-950/80">
            {formatNumber(scaled.factor, 3)} × the batch: cook{" "}
            {formatAmount(scaled.yieldQuantity, scaled.yieldUnit)} to make{" "}
            {formatAmount(scaled.finishedYield, scaled.yieldUnit)}.
          </p>
          <ul
            className="mt-2 divide-y divide-brand-900/5 text-sm"
            aria-label={`Scaled to ${wanted.quantity} ${unitName(wanted.unit)}`}
          >
            {scaled.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-semibold text-brand-950">{line.name}</span>{" "}
                  <span className="tabular-nums text-brand-950/80">
                    {formatAmount(line.quantity, line.unit)}
                  </span>
                </span>
                {showCosts ? (
                  <span className="shrink-0 tabular-nums">
                    {line.cost === null ? "No price" : formatUsd(line.cost)}
                  </span>
                ) : null}
              </li>
            ))}
            {showCosts && scaled.batchCost !== null ? (
              <li className="flex justify-between gap-3 py-2 font-semibold">
                <span>Cost</span>
                <span className="font-extrabold tabular-nums">{formatUsd(scaled.batchCost)}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
