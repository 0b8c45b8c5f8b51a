import { describe, expect, it } from "vitest";
import { checkTable, type ImportContext } from "./validate";

const context: ImportContext = {
  locations: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      name: "Main Street",
      areas: [{ id: "22222222-2222-4222-8222-222222222222", name: "Walk-in cooler" }],
    },
    { id: "33333333-3333-4333-8333-333333333333", name: "Commissary", areas: [] },
  ],
  items: new Map([
    [
      "tomatoes",
      {
        id: "44444444-4444-4444-8444-444444444444",
        name: "Tomatoes",
        units: { baseUnit: "kg", packs: [{ name: "case", quantity: "10", unit: "kg" }] },
      },
    ],
  ]),
  barcodes: new Map([["0012345", "tomatoes"]]),
};

const header = [
  "Name",
  "Category",
  "Unit",
  "Location",
  "On hand",
  "Unit cost",
  "Min",
  "Max",
  "Storage area",
  "Barcode",
  "Allergens",
  "Colour",
];

describe("checking an import", () => {
  it("reads good rows, converting quantities and prices to the item's base unit", () => {
    const checked = checkTable(
      [
        header,
        [
          "Whole Milk",
          "Dairy",
          "L",
          "Main Street",
          "22",
          "$1.05",
          "20",
          "60",
          "walk-in cooler",
          "",
          "Milk",
          "white",
        ],
        ["Tomatoes", "", "case", "Main Street", "2 1/2", "30", "1", "", "", "0012345", "", ""],
        ["Whole Milk", "Dairy", "L", "Commissary", "5", "", "", "", "", "", "", ""],
      ],
      context,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.ignoredColumns).toEqual(["Colour"]);
    expect(
      checked.rows.map((row) => [row.name, row.location, row.onHand, row.unitCost, row.minimum]),
    ).toEqual([
      ["Whole Milk", "Main Street", "22", "1.05", "20"],
      ["Tomatoes", "Main Street", "25", "3", "10"],
      ["Whole Milk", "Commissary", "5", null, null],
    ]);
    expect(checked.rows[0]).toMatchObject({
      baseUnit: "l",
      existingItemId: null,
      storageArea: "Walk-in cooler",
      allergens: ["milk"],
    });
    expect(checked.rows[1]!.existingItemId).toBe("44444444-4444-4444-8444-444444444444");
  });

  it("names the row, the column and the problem in words", () => {
    const checked = checkTable(
      [
        header,
        ["", "", "kg", "Main Street", "", "", "", "", "", "", "", ""],
        ["Flour", "", "sacks", "Main Street", "", "", "", "", "", "", "", ""],
        ["Rice", "", "kg", "Uptown", "12kg", "", "", "", "", "", "", ""],
        ["Rice", "", "kg", "Commissary", "3", "", "5", "2", "Cellar", "0012345", "nuts", ""],
        ["Eggs", "", "pcs", "", "", "", "", "", "", "", "", ""],
      ],
      context,
    );
    expect(checked.rows).toEqual([]);
    expect(checked.problems).toEqual([
      { row: 2, column: "name", message: "The name is missing." },
      {
        row: 3,
        column: "unit",
        message:
          "“sacks” is not a unit Larder knows. Use one of kg, g, lb, oz, L, ml, gal, qt, cup, pcs or dozen.",
      },
      {
        row: 4,
        column: "on_hand",
        message: "“12kg” is not a number. Write the quantity on hand like 12.5.",
      },
      {
        row: 4,
        column: "location",
        message: "There is no location called “Uptown”. Yours: Main Street, Commissary.",
      },
      { row: 5, column: "maximum", message: "The maximum is below the minimum." },
      {
        row: 5,
        column: "storage_area",
        message: "“Cellar” is not a storage area at Commissary, which has none yet.",
      },
      { row: 5, column: "barcode", message: "The barcode 0012345 belongs to another item." },
      {
        row: 5,
        column: "allergens",
        message: "“nuts” is not one of the allergens Larder records.",
      },
      { row: 6, column: "location", message: "Say which location: Main Street, Commissary." },
    ]);
  });

  it("refuses a file without its name or unit column, and an empty file", () => {
    expect(checkTable([["Item", "Qty"]], context).problems).toEqual([
      {
        row: 1,
        column: "unit",
        message:
          "The header has no “unit” column. Larder reads: name, category, unit, location, on_hand, unit_cost, minimum, maximum, storage_area, barcode, allergens.",
      },
    ]);
    expect(checkTable([], context).problems[0]!.message).toBe("The file is empty.");
  });

  it("keeps one row per item and location", () => {
    const checked = checkTable(
      [
        ["name", "unit", "location", "on_hand"],
        ["Basil", "oz", "Main Street", "4"],
        ["basil", "oz", "Main Street", "5"],
        ["Basil", "g", "Commissary", "5"],
      ],
      context,
    );
    expect(checked.problems.map((p) => [p.row, p.message])).toEqual([
      [3, "basil at Main Street is already on row 2; keep one row each."],
      [4, "Basil is in oz on row 2; use the same unit on every row of one item."],
    ]);
  });
});
