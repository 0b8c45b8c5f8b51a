import { describe, expect, it } from "vitest";
import { suggestAccountCategory } from "./accounting";

describe("suggestAccountCategory", () => {
  it("follows the item's category, refined by its name where the category is broad", () => {
    expect(suggestAccountCategory("Vegetables", "Baby Spinach")).toBe("food_produce");
    expect(suggestAccountCategory("Herbs", "Flat-leaf Parsley")).toBe("food_produce");
    expect(suggestAccountCategory("Dairy", "Unsalted Butter")).toBe("food_dairy");
    expect(suggestAccountCategory("Pantry", "Chicken Stock")).toBe("food_dry");
    expect(suggestAccountCategory("Protein", "Ribeye Steak")).toBe("food_meat");
    expect(suggestAccountCategory("Protein", "Shrimp 16/20")).toBe("food_seafood");
    expect(suggestAccountCategory("Protein", "Tofu")).toBe("food_meat");
    expect(suggestAccountCategory("Beverages", "House Red Wine")).toBe("beverage_wine");
    expect(suggestAccountCategory("Beverages", "Lager")).toBe("beverage_beer");
    expect(suggestAccountCategory("Beverages", "Espresso Beans")).toBe("beverage_coffee");
    expect(suggestAccountCategory("Beverages", "Tonic Water")).toBe("beverage_soft");
    // A beverage category never turns food because of a word in the name.
    expect(suggestAccountCategory("Beverages", "Orange Juice")).toBe("beverage_soft");
    expect(suggestAccountCategory("Supplies", "Dish Soap")).toBe("cleaning");
    expect(suggestAccountCategory("Supplies", "To-go Containers")).toBe("paper_packaging");
    expect(suggestAccountCategory("Disposables", "Sanitizer")).toBe("cleaning");
    expect(suggestAccountCategory("SEAFOOD", "ANY")).toBe("food_seafood");
  });

  it("reads a line without an item from its words, and calls the rest food", () => {
    expect(suggestAccountCategory(null, "FUEL SURCHARGE")).toBe("transport");
    expect(suggestAccountCategory(null, "Delivery charge")).toBe("transport");
    expect(suggestAccountCategory(null, "Romaine lettuce 24 ct")).toBe("food_produce");
    expect(suggestAccountCategory(null, "Cabernet Sauvignon 750 ml")).toBe("beverage_wine");
    expect(suggestAccountCategory(null, "Dishwasher repair, service call")).toBe("repairs");
    expect(suggestAccountCategory(null, "Item 4471-B")).toBe("food_other");
    expect(suggestAccountCategory("Other", "Item 4471-B")).toBe("food_other");
  });
});
