import { menuItemInputSchema, type MenuItem } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { draftOfMenuItem, emptyModifier, inputOfMenuDraft, modifierLineOf } from "./menu-draft";

const sauceId = "6f1c2b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const eggsId = "0d7c9a4e-5b6f-4a1b-9c2d-3e4f5a6b7c8d";

const spaghetti: MenuItem = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  name: "Spaghetti",
  sectionId: null,
  sectionName: null,
  price: "12",
  taxRate: "20",
  taxIncluded: true,
  archived: false,
  lines: [
    {
      itemId: null,
      recipeId: sauceId,
      name: "Tomato Sauce",
      quantity: "250",
      unit: "ml",
      units: ["l", "ml"],
      trimPercent: "0",
      cost: "0.714",
    },
  ],
  modifiers: [
    {
      id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
      name: "No egg",
      price: "0",
      lines: [
        {
          itemId: eggsId,
          recipeId: null,
          name: "Eggs",
          quantity: "1",
          unit: "pcs",
          units: ["pcs"],
          trimPercent: "0",
          cost: "0.28",
          action: "remove",
        },
      ],
      costChange: "-0.28",
    },
  ],
  allergens: ["eggs"],
  cost: "1.074",
  netPrice: "10",
  grossMargin: "8.926",
  foodCostPercent: "10.7",
  targetFoodCostPercent: "10",
  overTarget: true,
  unpriced: [],
};

describe("a menu item's draft", () => {
  it("sends a saved item back as the contract reads it, its modifiers included", () => {
    const parsed = menuItemInputSchema.parse(inputOfMenuDraft(draftOfMenuItem(spaghetti)));
    expect(parsed).toMatchObject({
      name: "Spaghetti",
      sectionId: null,
      price: "12",
      taxRate: "20",
      taxIncluded: true,
    });
    expect(parsed.lines).toEqual([
      { itemId: null, recipeId: sauceId, quantity: "250", unit: "ml", trimPercent: "0" },
    ]);
    expect(parsed.modifiers).toEqual([
      {
        name: "No egg",
        price: "0",
        lines: [{ action: "remove", itemId: eggsId, recipeId: null, quantity: "1", unit: "pcs" }],
      },
    ]);
  });

  it("puts a new item in the section it was added from, and reads a typed dollar sign", () => {
    const draft = { ...draftOfMenuItem(null, "a-section"), name: "Soup", price: "$7.50" };
    expect(inputOfMenuDraft(draft)).toMatchObject({ sectionId: "a-section", price: "7.50" });
    expect(inputOfMenuDraft({ ...draft, sectionId: "" }).sectionId).toBeNull();
  });

  it("starts a new item at the tax the other plates have, not at 0% (issue 26)", () => {
    const tax = { taxRate: "8.875", taxIncluded: false };
    expect(draftOfMenuItem(null, "", tax)).toMatchObject(tax);
    expect(draftOfMenuItem(spaghetti, "", tax)).toMatchObject({ taxRate: "20", taxIncluded: true });
  });

  it("adds a modifier's new line as an addition, at no extra price unless typed", () => {
    const modifier = {
      ...emptyModifier(),
      name: "Extra sauce",
      price: "",
      lines: [
        {
          ...modifierLineOf({
            itemId: null,
            recipeId: sauceId,
            name: "Tomato Sauce",
            units: ["ml"],
            unit: "ml",
          }),
          quantity: "100",
        },
      ],
    };
    const input = inputOfMenuDraft({ ...draftOfMenuItem(spaghetti), modifiers: [modifier] });
    expect(input.modifiers).toEqual([
      {
        name: "Extra sauce",
        price: "0",
        lines: [{ action: "add", itemId: null, recipeId: sauceId, quantity: "100", unit: "ml" }],
      },
    ]);
  });
});
