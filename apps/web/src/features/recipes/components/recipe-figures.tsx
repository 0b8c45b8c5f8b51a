import { ALLERGEN_LABELS, COST_BASIS_LABELS, type Recipe } from "@larder/contracts";
import { compare, portionCount } from "@larder/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatAmount, formatPercent, formatUsd } from "@/lib/format";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-brand-900/5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-brand-950/70">{label}</dt>
          <dd className="min-w-0 text-right font-medium text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a batch makes (before and after cooking loss), its portions, and for members who see
 * costs the batch and portion cost and the price they are read at.
 */
export function RecipeYield({ recipe, showCosts }: { recipe: Recipe; showCosts: boolean }) {
  const lossy = compare(recipe.cookingLossPercent, "0") > 0;
  const byPortion = recipe.yieldUnit === "portion";
  const rows: [string, ReactNode][] = [
    ["One batch makes", formatAmount(recipe.yieldQuantity, recipe.yieldUnit)],
  ];
  if (lossy)
    rows.push(
      ["Cooking loss", formatPercent(recipe.cookingLossPercent)],
      ["After cooking", formatAmount(recipe.finishedYield, recipe.yieldUnit)],
    );
  if (!byPortion && recipe.portionQuantity && recipe.portionUnit)
    rows.push(["Portion", formatAmount(recipe.portionQuantity, recipe.portionUnit)]);
  if (recipe.portions !== null) rows.push(["Portions", portionCount(recipe.portions)]);
  if (showCosts && recipe.batchCost !== null)
    rows.push(
      ["Batch cost", <strong key="batch">{formatUsd(recipe.batchCost)}</strong>],
      [
        "Portion cost",
        recipe.portionCost === null ? (
          "No portion size"
        ) : (
          <strong key="portion" className="text-base">
            {formatUsd(recipe.portionCost)}
          </strong>
        ),
      ],
    );
  return (
    <Card title="Yield and cost" headingLevel={2}>
      <Facts rows={rows} />
      {showCosts ? (
        <p className="mt-3 text-sm text-brand-950/70">
          Items are costed at the{" "}
          <Link to="/app/menu#costing" className="font-semibold text-brand-800 hover:underline">
            {COST_BASIS_LABELS[recipe.costBasis].toLowerCase()}
          </Link>
          .
        </p>
      ) : null}
    </Card>
  );
}

/** The allergens its items declare (through every sub-recipe), who brings each, and the rest. */
export function RecipeAllergens({ recipe }: { recipe: Recipe }) {
  return (
    <Card title="Allergens" headingLevel={2}>
      {recipe.allergenSources.length === 0 ? (
        <p className="text-sm text-brand-950/75">None of its items declares an allergen.</p>
      ) : (
        <ul className="space-y-1.5 text-sm">
          {recipe.allergenSources.map((source) => (
            <li key={source.allergen}>
              <span className="font-semibold text-brand-950">
                {ALLERGEN_LABELS[source.allergen]}
              </span>{" "}
              <span className="text-brand-950/70">from {source.from.join(", ")}</span>
            </li>
          ))}
        </ul>
      )}
      {recipe.freeFrom.length > 0 ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold text-brand-950">Free from:</span>{" "}
          <span className="text-brand-950/75">
            {recipe.freeFrom.map((allergen) => ALLERGEN_LABELS[allergen]).join(", ")}
          </span>
        </p>
      ) : null}
      <p className="mt-3 text-xs text-brand-950/70">As declared on its items.</p>
    </Card>
  );
}

/** The recipes that use this one as a sub-recipe. */
export function RecipeUsedIn({ recipe }: { recipe: Recipe }) {
  return (
    <Card title="Used in" headingLevel={2}>
      {recipe.usedIn.length === 0 ? (
        <p className="text-sm text-brand-950/70">No other recipe uses it.</p>
      ) : (
        <ul className="space-y-1.5 text-sm">
          {recipe.usedIn.map((user) => (
            <li key={user.id}>
              <Link
                to={`/app/recipes/${user.id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {user.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
