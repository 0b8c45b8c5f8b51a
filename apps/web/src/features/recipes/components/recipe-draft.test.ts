import { recipeInputSchema, type Recipe } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { draftOfRecipe, inputOfDraft, lineOfIngredient } from "./recipe-draft";

const sauce: Recipe = {
  id: "6f1c2b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  name: "Tomato Sauce",
  category: "Sauces",
  yieldQuantity: "5",
  yieldUnit: "l",
  cookingLossPercent: "20",
  finishedYield: "4",
  portionQuantity: "250",
  portionUnit: "ml",
  portions: "16",
  lineCount: 1,
  usedBy: 0,
  version: 2,
  archived: false,
  updatedAt: "2026-11-21T12:00:00.000Z",
  batchCost: "10.4444",
  portionCost: "0.6528",
  unpriced: [],
  problem: null,
  allergens: [],
  notes: "Simmer an hour.",
  steps: [
    {
      position: 0,
      instruction: "Simmer an hour.",
      photoId: null,
      minutes: "60",
      temperature: null,
      temperatureUnit: null,
    },
  ],
  equipment: ["Rondeau", "Chinois"],
  platingNotes: "",
  lines: [
    {
      itemId: "0d7c9a4e-5b6f-4a1b-9c2d-3e4f5a6b7c8d",
      recipeId: null,
      name: "Roma Tomatoes",
      quantity: "4",
      unit: "kg",
      units: ["kg", "case", "g"],
      trimPercent: "10",
      note: "cored",
      grossQuantity: "4.444444",
      grossUnit: "kg",
      unitCost: "2.35",
      cost: "10.4444",
      costBasis: "last_receipt",
    },
  ],
  units: ["l", "portion", "ml"],
  allergenSources: [],
  freeFrom: [],
  usedIn: [],
  costBasis: "last_receipt",
};

describe("a recipe's draft", () => {
  it("sends a saved recipe back as the contract reads it, line for line", () => {
    const input = inputOfDraft(draftOfRecipe(sauce));
    const parsed = recipeInputSchema.parse(input);
    expect(parsed).toMatchObject({
      name: "Tomato Sauce",
      yieldQuantity: "5",
      yieldUnit: "l",
      cookingLossPercent: "20",
      portionQuantity: "250",
      portionUnit: "ml",
      notes: "Simmer an hour.",
    });
    expect(parsed.lines).toEqual([
      {
        itemId: sauce.lines[0]!.itemId,
        recipeId: null,
        quantity: "4",
        unit: "kg",
        trimPercent: "10",
        note: "cored",
      },
    ]);
  });

  it("sends no portion when none is typed, or when the recipe is made by the portion", () => {
    const draft = { ...draftOfRecipe(sauce), portionQuantity: "  " };
    expect(inputOfDraft(draft)).toMatchObject({ portionQuantity: null, portionUnit: null });
    const byPortion = { ...draftOfRecipe(sauce), yieldUnit: "portion" };
    expect(inputOfDraft(byPortion)).toMatchObject({ portionQuantity: null, portionUnit: null });
  });

  it("keeps a quantity as a cook types it, and an empty trim or loss as 0", () => {
    const line = {
      ...lineOfIngredient({
        itemId: null,
        recipeId: sauce.id,
        name: sauce.name,
        units: sauce.units,
        unit: "l",
      }),
      quantity: " 1 1/2 ",
      trimPercent: "",
    };
    const draft = {
      ...draftOfRecipe(null),
      name: "Pasta",
      yieldQuantity: "4",
      cookingLossPercent: "",
    };
    const input = inputOfDraft({ ...draft, lines: [line] });
    expect(input.cookingLossPercent).toBe("0");
    expect(input.lines).toEqual([
      {
        itemId: null,
        recipeId: sauce.id,
        quantity: "1 1/2",
        unit: "l",
        trimPercent: "0",
        note: "",
      },
    ]);
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
  });

  it("sends the method back as saved, a temperature only with its scale", () => {
    const draft = draftOfRecipe(sauce, (id) => `/photos/${id}`);
    expect(draft.equipment).toBe("Rondeau\nChinois");
    const steps = [
      { ...draft.steps[0]!, minutes: " 60 " },
      { ...draft.steps[0]!, key: "b", instruction: " Blend. ", minutes: "", temperature: "" },
      {
        ...draft.steps[0]!,
        key: "c",
        instruction: "Bake.",
        temperature: "350",
        temperatureUnit: "F" as const,
      },
    ];
    const input = inputOfDraft({ ...draft, steps, equipment: "Rondeau\n\n Blender \n" });
    expect(input.steps).toEqual([
      {
        instruction: "Simmer an hour.",
        photoId: null,
        minutes: "60",
        temperature: null,
        temperatureUnit: null,
      },
      {
        instruction: "Blend.",
        photoId: null,
        minutes: null,
        temperature: null,
        temperatureUnit: null,
      },
      {
        instruction: "Bake.",
        photoId: null,
        minutes: "60",
        temperature: "350",
        temperatureUnit: "F",
      },
    ]);
    expect(input.equipment).toEqual(["Rondeau", "Blender"]);
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
  });

  it("starts a new recipe by the portion, without a name the contract would accept", () => {
    const input = inputOfDraft(draftOfRecipe(null));
    expect(input.yieldUnit).toBe("portion");
    expect(recipeInputSchema.safeParse(input).success).toBe(false);
  });
});
