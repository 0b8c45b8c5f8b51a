import { ALLERGENS, type Allergen, type RecipeSummary } from "@larder/contracts";
import {
  DomainError,
  finishedYield,
  portionsPerBatch,
  type PricedBook,
  type RecipeCost,
  toDecimal,
} from "@larder/domain";
import { type RecipeBook, remembered } from "./book";

/** What a recipe's summary says whatever the prices: all of it but its costs. */
type Standing = Omit<RecipeSummary, "batchCost" | "portionCost" | "unpriced">;

/** Costs a recipe, or says in words why it cannot be costed now. */
export function tryCost(priced: PricedBook, id: string): RecipeCost | string {
  try {
    return priced.cost(id);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** The allergens of a recipe through its sub-recipes, in the fourteen's order. */
export function allergensOf(book: RecipeBook, id: string): Allergen[] {
  const known = remembered(book, "allergens", () => new Map<string, Set<string>>());
  const of = (recipeId: string, path: string[] = []): Set<string> => {
    const done = known.get(recipeId);
    if (done) return done;
    const found = new Set<string>();
    if (path.includes(recipeId)) return found;
    for (const line of book.recipes.get(recipeId)?.lines ?? []) {
      const from = line.itemId
        ? (book.items.get(line.itemId)?.allergens ?? [])
        : of(line.recipeId!, [...path, recipeId]);
      for (const allergen of from) found.add(allergen);
    }
    known.set(recipeId, found);
    return found;
  };
  const found = of(id);
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

/**
 * The part of a recipe's summary that only the book's structure decides, worked out once per
 * book: whether and why it cannot be costed does not depend on prices either.
 */
function standing(book: RecipeBook, id: string): Standing {
  const known = remembered(book, "standing", () => new Map<string, Standing>());
  let summary = known.get(id);
  if (summary) return summary;
  const recipe = book.recipes.get(id)!;
  const entry = book.plan.entry(id);
  const refused = "error" in entry ? entry.error : null;
  if (refused && !(refused instanceof DomainError)) throw refused;
  let portions: string | null = null;
  let made: string = recipe.yieldQuantity;
  if (!("error" in entry)) {
    made = entry.finishedYield;
    portions = entry.portionsText;
  } else {
    try {
      made = toDecimal(finishedYield(recipe));
      const count = portionsPerBatch(recipe);
      portions = count ? toDecimal(count) : null;
    } catch {
      // A portion its yield cannot be converted to: `problem` says so.
    }
  }
  summary = {
    id,
    name: recipe.name,
    category: recipe.category,
    yieldQuantity: toDecimal(recipe.yieldQuantity),
    yieldUnit: recipe.yieldUnit,
    cookingLossPercent: toDecimal(recipe.cookingLossPercent ?? "0", 2),
    finishedYield: made,
    portionQuantity: recipe.portionQuantity ? toDecimal(recipe.portionQuantity) : null,
    portionUnit: recipe.portionUnit ?? null,
    portions,
    lineCount: recipe.lines.length,
    usedBy: book.usedBy.get(id)?.size ?? 0,
    version: recipe.savedVersion,
    archived: recipe.archived,
    updatedAt: recipe.updatedAt,
    problem: refused ? (refused as DomainError).message : null,
    allergens: allergensOf(book, id),
  };
  known.set(id, summary);
  return summary;
}

/**
 * A recipe's summary with its cost now (`cost` from `tryCost` on this request's prices). The
 * same cost object means the same prices went in (PricedBook), so its summary is written once.
 */
export function summaryOf(
  book: RecipeBook,
  id: string,
  cost: RecipeCost | string,
  showCosts: boolean,
): RecipeSummary {
  const written = remembered(
    book,
    showCosts ? "summaries with costs" : "summaries",
    () => new Map<string, { cost: RecipeCost | string; summary: RecipeSummary }>(),
  );
  const known = written.get(id);
  if (known && known.cost === cost) return known.summary;
  const costed = typeof cost === "string" ? null : cost;
  const summary: RecipeSummary = {
    ...standing(book, id),
    batchCost: showCosts && costed ? costed.batchCost : null,
    portionCost: showCosts && costed ? costed.portionCost : null,
    unpriced: costed?.unpriced ?? [],
  };
  written.set(id, { cost, summary });
  return summary;
}
