import { COST_BASIS_LABELS, type Recipe, type RecipeLine } from "@larder/contracts";
import { compare, exact, toDecimal } from "@larder/domain";
import { Link } from "react-router";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatAmount, formatPercent, formatUsd } from "@/lib/format";

/** Where a line's ingredient is described: the item's page or the sub-recipe's. */
const hrefOf = (line: RecipeLine) =>
  line.itemId ? `/app/inventory/items/${line.itemId}` : `/app/recipes/${line.recipeId}`;

/**
 * Which price costed a line: the workspace's basis, or the one it fell back on (`fallback` says
 * why) when the item has no such price yet; a sub-recipe is costed from its own lines.
 */
export function pricedAt(
  line: RecipeLine,
  basis: Recipe["costBasis"],
): { label: string; fallback: string | null } {
  if (line.recipeId)
    return {
      label: line.cost === null ? "Its recipe lacks prices" : "Its own recipe",
      fallback: null,
    };
  if (!line.costBasis) return { label: "No price yet", fallback: null };
  return {
    label: COST_BASIS_LABELS[line.costBasis],
    fallback: line.costBasis === basis ? null : `No ${COST_BASIS_LABELS[basis].toLowerCase()} yet`,
  };
}

function PricedAt({ line, basis }: { line: RecipeLine; basis: Recipe["costBasis"] }) {
  const { label, fallback } = pricedAt(line, basis);
  return (
    <>
      {label}
      {fallback ? <span className="block text-xs text-brand-950/70">{fallback}</span> : null}
    </>
  );
}

/** What is bought for a line before trim, in the line's own unit: 4 kg at 10% trim is 4.444 kg. */
function beforeTrim(line: RecipeLine): string {
  return toDecimal(exact(line.quantity).div(exact(100).sub(exact(line.trimPercent)).div(100)), 3);
}

function Quantity({ line }: { line: RecipeLine }) {
  const trimmed = compare(line.trimPercent, "0") > 0;
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">
        {formatAmount(line.quantity, line.unit)}
      </span>
      {trimmed ? (
        <span className="block whitespace-nowrap text-xs text-brand-950/65">
          {formatAmount(beforeTrim(line), line.unit)} before {formatPercent(line.trimPercent)} trim
        </span>
      ) : null}
    </>
  );
}

function Name({ line }: { line: RecipeLine }) {
  return (
    <>
      <Link to={hrefOf(line)} className="font-semibold text-brand-950 hover:underline">
        {line.name}
      </Link>
      {line.recipeId || line.note ? (
        <span className="block text-xs font-normal text-brand-950/65">
          {[line.recipeId ? "Sub-recipe" : null, line.note || null].filter(Boolean).join(" · ")}
        </span>
      ) : null}
    </>
  );
}

const lineCost = (line: RecipeLine) =>
  line.cost === null ? <span className="text-tomato-deep">No price</span> : formatUsd(line.cost);

/**
 * A recipe's lines as cooked: what, how much (and how much is bought before trim), and for
 * members who see costs what each line costs and which price costed it, with the batch's cost
 * (the exact sum of the lines, rounded once to the cent, as each line is; decision 0038). On a
 * phone each line is a short entry.
 */
export function RecipeLines({ recipe, showCosts }: { recipe: Recipe; showCosts: boolean }) {
  const columns: Column[] = [
    { label: "Ingredient" },
    { label: "Quantity", numeric: true },
    ...(showCosts
      ? [{ label: "Cost", numeric: true }, { label: "Priced at" }]
      : [{ label: "Trim", numeric: true }]),
  ];
  if (recipe.lines.length === 0)
    return <p className="text-sm text-brand-950/70">No ingredients yet.</p>;
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">Ingredients of {recipe.name}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-brand-900/5">
          {recipe.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className="px-3 py-2.5 text-left align-top font-normal">
                <Name line={line} />
              </th>
              <td className="px-3 py-2.5 text-right align-top">
                <Quantity line={line} />
              </td>
              {showCosts ? (
                <>
                  <td className="px-3 py-2.5 text-right align-top tabular-nums">
                    {lineCost(line)}
                  </td>
                  <td className="px-3 py-2.5 align-top text-brand-950/75">
                    <PricedAt line={line} basis={recipe.costBasis} />
                  </td>
                </>
              ) : (
                <td className="px-3 py-2.5 text-right align-top tabular-nums">
                  {formatPercent(line.trimPercent)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {showCosts && recipe.batchCost !== null ? (
          <tfoot className="border-t border-brand-900/15">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2.5 text-right font-semibold">
                Batch cost
              </th>
              <td className="px-3 py-2.5 text-right font-extrabold tabular-nums">
                {formatUsd(recipe.batchCost)}
              </td>
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>

      <ul
        className="divide-y divide-brand-900/5 md:hidden"
        aria-label={`Ingredients of ${recipe.name}`}
      >
        {recipe.lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <Name line={line} />
              <span className="block text-brand-950/80">
                <Quantity line={line} />
              </span>
            </div>
            {showCosts ? (
              <div className="shrink-0 text-right">
                <span className="font-semibold tabular-nums">{lineCost(line)}</span>
                <span className="block max-w-40 text-xs text-brand-950/65">
                  <PricedAt line={line} basis={recipe.costBasis} />
                </span>
              </div>
            ) : null}
          </li>
        ))}
        {showCosts && recipe.batchCost !== null ? (
          <li className="flex justify-between gap-3 py-2.5 font-semibold">
            <span>Batch cost</span>
            <span className="font-extrabold tabular-nums">{formatUsd(recipe.batchCost)}</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}
