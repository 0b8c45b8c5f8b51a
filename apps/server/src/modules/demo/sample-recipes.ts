import { SAMPLE_MENU, SAMPLE_RECIPES } from "./sample-data";

/** The recipes the menu's plates and modifiers use, and the sub-recipes those use, by name. */
export function recipesOnTheMenu(): Set<string> {
  const byName = new Map(SAMPLE_RECIPES.map((recipe) => [recipe.name, recipe]));
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    for (const line of byName.get(name)!.lines) if (line.recipe) visit(line.recipe);
  };
  for (const plate of SAMPLE_MENU) {
    const lines = [...plate.lines, ...(plate.modifiers ?? []).flatMap((m) => m.lines)];
    for (const line of lines) if (line.recipe) visit(line.recipe);
  }
  return used;
}
