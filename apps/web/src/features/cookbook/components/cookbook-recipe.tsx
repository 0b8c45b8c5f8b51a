import { ALLERGEN_LABELS, type CookbookRecipe } from "@larder/contracts";
import { compare, portionCount } from "@larder/domain";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatAmount, formatPercent, formatUsd } from "@/lib/format";

/** Yield and portions as big figures, read at a glance from the station. */
export function CookbookFacts({ recipe }: { recipe: CookbookRecipe }) {
  const facts: [string, string][] = [
    ["Makes", formatAmount(recipe.yieldQuantity, recipe.yieldUnit)],
  ];
  if (compare(recipe.cookingLossPercent, "0") > 0)
    facts.push([
      `After ${formatPercent(recipe.cookingLossPercent)} loss`,
      formatAmount(recipe.finishedYield, recipe.yieldUnit),
    ]);
  if (recipe.yieldUnit !== "portion" && recipe.portions !== null)
    facts.push(["Portions", portionCount(recipe.portions)]);
  if (recipe.portionQuantity && recipe.portionUnit)
    facts.push(["Portion", formatAmount(recipe.portionQuantity, recipe.portionUnit)]);
  if (recipe.costs?.batchCost) facts.push(["Batch cost", formatUsd(recipe.costs.batchCost)]);
  if (recipe.costs?.portionCost) facts.push(["Portion cost", formatUsd(recipe.costs.portionCost)]);
  return (
    <dl className="flex flex-wrap gap-2">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-36 flex-1 rounded-xl bg-brand-50/70 px-3 py-2.5">
          <dt className="text-xs font-semibold uppercase tracking-wide text-brand-950/65">
            {label}
          </dt>
          <dd className="mt-0.5 text-xl font-extrabold text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The allergens, loud: which ones, and which ingredient brings each. */
export function CookbookAllergens({ recipe }: { recipe: CookbookRecipe }) {
  if (recipe.allergenSources.length === 0)
    return (
      <p className="rounded-xl bg-brand-50/70 px-4 py-3 text-sm font-medium text-brand-950">
        None of its ingredients declares an allergen.
      </p>
    );
  return (
    <div className="rounded-xl border border-tomato/30 bg-tomato/5 px-4 py-3">
      <p className="flex items-center gap-2 font-bold text-tomato-deep">
        <TriangleAlert aria-hidden="true" className="h-5 w-5" />
        Contains {recipe.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(", ")}
      </p>
      <ul className="mt-1.5 space-y-0.5 text-sm text-brand-950/85">
        {recipe.allergenSources.map((source) => (
          <li key={source.allergen}>
            <span className="font-semibold">{ALLERGEN_LABELS[source.allergen]}</span> from{" "}
            {source.from.join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The ingredients with their quantities first, in large figures; a sub-recipe opens in the
 * cookbook. A cost column only when the answer carries costs (members who may see them).
 */
export function CookbookIngredients({ recipe }: { recipe: CookbookRecipe }) {
  const withCosts = recipe.costs !== undefined;
  return (
    <ul className="divide-y divide-brand-900/10">
      {recipe.ingredients.map((line, index) => (
        <li key={index} className="flex items-baseline gap-3 py-2.5">
          <span className="w-28 shrink-0 text-base font-bold text-brand-950 sm:w-36">
            {formatAmount(line.quantity, line.unit)}
          </span>
          <span className="min-w-0 flex-1 text-base text-brand-950">
            {line.recipeId ? (
              <Link
                to={`/app/cookbook/${line.recipeId}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {line.name}
              </Link>
            ) : (
              line.name
            )}
            {line.note ? <span className="text-brand-950/65">, {line.note}</span> : null}
          </span>
          {withCosts ? (
            <span className="shrink-0 text-sm text-brand-950/75">
              {line.cost ? formatUsd(line.cost) : "no price"}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
