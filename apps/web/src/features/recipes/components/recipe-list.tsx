import { ALLERGEN_LABELS, type RecipeSummary } from "@larder/contracts";
import { compare, portionCount } from "@larder/domain";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/card";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatAmount, formatPercent, formatPortions, formatUsd } from "@/lib/format";

const allergensOf = (recipe: RecipeSummary) =>
  recipe.allergens.length === 0
    ? "None declared"
    : recipe.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(", ");

/** What a batch makes, and what is left after cooking loss when some is lost. */
function Yield({ recipe }: { recipe: RecipeSummary }) {
  const lossy = compare(recipe.cookingLossPercent, "0") > 0;
  return (
    <>
      <span className="tabular-nums">{formatAmount(recipe.yieldQuantity, recipe.yieldUnit)}</span>
      {lossy ? (
        <span className="block text-xs text-brand-950/65">
          {formatAmount(recipe.finishedYield, recipe.yieldUnit)} after{" "}
          {formatPercent(recipe.cookingLossPercent)} loss
        </span>
      ) : null}
    </>
  );
}

/** Why a recipe's cost cannot be trusted: an item without a price, or a line it cannot cost. */
function Warnings({ recipe }: { recipe: RecipeSummary }) {
  if (!recipe.problem && recipe.unpriced.length === 0) return null;
  return (
    <span className="mt-1 flex items-start gap-1.5 text-xs font-medium text-tomato-deep">
      <TriangleAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
      <span>
        {recipe.problem ??
          `No price for ${recipe.unpriced.join(", ")}: the cost leaves ${recipe.unpriced.length === 1 ? "it" : "them"} out.`}
      </span>
    </span>
  );
}

function Name({ recipe }: { recipe: RecipeSummary }) {
  return (
    <>
      <Link
        to={`/app/recipes/${recipe.id}`}
        className="font-semibold text-brand-950 hover:text-brand-700 hover:underline"
      >
        {recipe.name}
      </Link>{" "}
      {recipe.archived ? <Badge>Archived</Badge> : null}
      {recipe.category ? (
        <span className="block text-xs font-normal text-brand-950/70">{recipe.category}</span>
      ) : null}
    </>
  );
}

const cost = (value: string | null) => (value === null ? "—" : formatUsd(value));
/** How many portions a batch makes, when it is not already counted in portions. */
const portions = (recipe: RecipeSummary) =>
  recipe.portions === null || recipe.yieldUnit === "portion"
    ? null
    : formatPortions(recipe.portions);

/**
 * The recipe book as a table: each recipe's yield, batch and portion cost (only for members who
 * see costs: otherwise no cost column at all), allergens, and what keeps its cost from being
 * complete. On a phone each recipe is a card with the same facts.
 */
export function RecipeList({
  recipes,
  showCosts,
  caption,
}: {
  recipes: RecipeSummary[];
  showCosts: boolean;
  caption: string;
}) {
  const columns: Column[] = [
    { label: "Recipe" },
    { label: "Yield", numeric: true },
    ...(showCosts
      ? [
          { label: "Batch cost", numeric: true },
          { label: "Portion cost", numeric: true },
        ]
      : [{ label: "Portions", numeric: true }]),
    { label: "Allergens" },
  ];
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-brand-900/5">
          {recipes.map((recipe) => (
            <tr key={recipe.id} className="hover:bg-brand-50/50">
              <th scope="row" className="px-3 py-2.5 text-left align-top font-normal">
                <Name recipe={recipe} />
                <Warnings recipe={recipe} />
              </th>
              <td className="px-3 py-2.5 text-right align-top">
                <Yield recipe={recipe} />
              </td>
              {showCosts ? (
                <>
                  <td className="px-3 py-2.5 text-right align-top font-semibold tabular-nums">
                    {cost(recipe.batchCost)}
                  </td>
                  <td className="px-3 py-2.5 text-right align-top tabular-nums">
                    {cost(recipe.portionCost)}
                    {portions(recipe) ? (
                      <span className="block text-xs text-brand-950/65">{portions(recipe)}</span>
                    ) : null}
                  </td>
                </>
              ) : (
                <td className="px-3 py-2.5 text-right align-top tabular-nums">
                  {recipe.portions === null ? "—" : portionCount(recipe.portions)}
                </td>
              )}
              <td className="px-3 py-2.5 align-top text-brand-950/80">{allergensOf(recipe)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {recipes.map((recipe) => (
          <li key={recipe.id} className="rounded-xl border border-brand-900/10 bg-white p-3.5">
            <Name recipe={recipe} />
            <Warnings recipe={recipe} />
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-brand-950/70">Yield</dt>
                <dd>
                  <Yield recipe={recipe} />
                </dd>
              </div>
              {showCosts ? (
                <>
                  <div>
                    <dt className="text-xs text-brand-950/70">Batch cost</dt>
                    <dd className="font-semibold tabular-nums">{cost(recipe.batchCost)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-brand-950/70">Portion cost</dt>
                    <dd className="tabular-nums">{cost(recipe.portionCost)}</dd>
                  </div>
                </>
              ) : (
                <div>
                  <dt className="text-xs text-brand-950/70">Portions</dt>
                  <dd className="tabular-nums">
                    {recipe.portions === null ? "—" : portionCount(recipe.portions)}
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-2 text-xs text-brand-950/70">
              <span className="font-semibold">Allergens:</span> {allergensOf(recipe)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
