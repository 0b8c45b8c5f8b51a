import {
  type Catalog,
  type CostingItem,
  exact,
  PORTION_UNIT,
  type Recipe,
  toDecimal,
} from "@larder/domain";
import { SAMPLE_ITEMS } from "./sample-data";
import { sampleDeliveries } from "./sample-purchasing";
import { SAMPLE_MENU, SAMPLE_RECIPES, type SampleMenuLine } from "./sample-data";

/**
 * What each item costs in a fresh demo under the workspace's default basis (last received
 * price): the price of its latest delivery, or, for items never delivered, the cost it was
 * counted in at (the average of the stock on hand, the basis that stands in).
 */
export function demoUnitCost(name: string, cost: string): string {
  const latest = sampleDeliveries()
    .filter((delivery) => delivery.item === name)
    .sort((a, b) => a.daysAgo - b.daysAgo)[0];
  return latest ? toDecimal(exact(latest.unitPrice).div(exact(latest.basePerUnit))) : cost;
}

export const asLine = (line: SampleMenuLine) => ({
  itemId: line.item ?? null,
  recipeId: line.recipe ?? null,
  quantity: line.quantity,
  unit: line.unit,
  trimPercent: line.trim ?? "0",
});

/** A plate, or one side of a modifier, as the menu costs it: a one-portion recipe. */
export const plateRecipe = (id: string, name: string, lines: SampleMenuLine[]): Recipe => ({
  id,
  name,
  yieldQuantity: "1",
  yieldUnit: PORTION_UNIT,
  lines: lines.map(asLine),
});

/**
 * The demo's items, recipes and plates as the domain's costing reads them, every one named by
 * its name (items by item name, recipes by recipe name, plates as `menu:<name>`): what the demo
 * workspace holds, for checking it and for working out what its sales take from stock.
 */
export function sampleCatalog(): Catalog & {
  items: Map<string, CostingItem>;
  recipes: Map<string, Recipe>;
} {
  const items = new Map<string, CostingItem>(
    SAMPLE_ITEMS.map((item) => [
      item.name,
      {
        id: item.name,
        name: item.name,
        baseUnit: item.unit,
        packs: item.packs ?? [],
        gramsPerPiece: item.gramsPerPiece ?? null,
        gramsPerMl: item.gramsPerMl ?? null,
        unitCost: demoUnitCost(item.name, item.cost),
      },
    ]),
  );
  const recipes = new Map<string, Recipe>(
    SAMPLE_RECIPES.map((recipe) => [
      recipe.name,
      {
        id: recipe.name,
        name: recipe.name,
        yieldQuantity: recipe.yield[0],
        yieldUnit: recipe.yield[1],
        cookingLossPercent: recipe.cookingLoss ?? "0",
        portionQuantity: recipe.portion?.[0] ?? null,
        portionUnit: recipe.portion?.[1] ?? null,
        lines: recipe.lines.map(asLine),
      },
    ]),
  );
  for (const menuItem of SAMPLE_MENU) {
    const id = `menu:${menuItem.name}`;
    recipes.set(id, plateRecipe(id, menuItem.name, menuItem.lines));
  }
  return { items, recipes };
}
