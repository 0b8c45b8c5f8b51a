import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toDecimal } from "./quantity";
import {
  STANDARD_UNIT_CODES,
  canConvert,
  conversionFactor,
  convert,
  perUnitLabel,
  rateLabel,
  STANDARD_UNITS,
  toBaseUnit,
  unitLabel,
  unitProblems,
  unitWritings,
  usableUnits,
  UnitConversionError,
  type ItemUnits,
} from "./units";

/** Tomatoes bought by the case of 6 cans of 2.5 kg; kept in kg. */
const tomatoes: ItemUnits = {
  baseUnit: "kg",
  packs: [
    { name: "case", quantity: "6", unit: "can" },
    { name: "can", quantity: "2.5", unit: "kg" },
  ],
};
/** Eggs kept by the piece, one about 60 g, bought by the tray of 30. */
const eggs: ItemUnits = {
  baseUnit: "pcs",
  packs: [{ name: "tray", quantity: "30", unit: "pcs" }],
  gramsPerPiece: "60",
};
/** Olive oil kept in litres; a litre weighs 0.92 kg. */
const oil: ItemUnits = {
  baseUnit: "l",
  packs: [{ name: "tin", quantity: "5", unit: "l" }],
  gramsPerMl: "0.92",
};
/** All three bridges at once: counted by the piece, weighed, poured. */
const butter: ItemUnits = {
  baseUnit: "kg",
  packs: [{ name: "block", quantity: "250", unit: "g" }],
  gramsPerPiece: "250",
  gramsPerMl: "0.911",
};

describe("converting an item's units", () => {
  it("turns a case of 6 × 2.5 kg into 15 kg, and back", () => {
    expect(toDecimal(toBaseUnit(tomatoes, "1", "case"))).toBe("15");
    expect(toDecimal(convert(tomatoes, "30", "kg", "case"))).toBe("2");
    expect(toDecimal(convert(tomatoes, "1", "case", "lb"))).toBe("33.069339");
  });

  it("weighs eggs by the piece and counts them by weight", () => {
    expect(toDecimal(convert(eggs, "2", "tray", "kg"))).toBe("3.6");
    expect(toDecimal(convert(eggs, "1.2", "kg", "pcs"))).toBe("20");
  });

  it("pours oil by weight through its density", () => {
    expect(toDecimal(convert(oil, "1", "l", "kg"))).toBe("0.92");
    expect(toDecimal(convert(oil, "2", "tin", "kg"))).toBe("9.2");
    expect(toDecimal(convert(oil, "4.6", "kg", "l"))).toBe("5");
  });

  it("keeps exact values where binary floats would drift", () => {
    // 0.1 L + 0.2 L of oil in ml is 300, not 300.00000000000006.
    const total = convert(oil, "0.1", "l", "ml").add(convert(oil, "0.2", "l", "ml"));
    expect(total.toString()).toBe("300");
    // A third of a case is exactly 5 kg.
    expect(conversionFactor(tomatoes, "case", "kg").div(3).toString()).toBe("5");
  });

  it("refuses kg → pcs without a piece weight, saying what is missing", () => {
    expect(() => convert(tomatoes, "1", "kg", "pcs")).toThrow(UnitConversionError);
    expect(() => convert(tomatoes, "1", "kg", "pcs")).toThrow(
      "Larder cannot convert kg to pcs for this item without knowing what one piece weighs. Enter it on the item.",
    );
    expect(() => convert(eggs, "1", "pcs", "l")).toThrow(/density/);
    expect(() => convert(tomatoes, "1", "crate", "kg")).toThrow(
      '"crate" is not a unit of this item.',
    );
  });

  it("offers the units an item can really be recorded in", () => {
    expect(usableUnits(tomatoes)).toEqual(["kg", "case", "can", "g", "oz", "lb"]);
    expect(usableUnits(eggs)).toEqual(["pcs", "tray", "g", "kg", "oz", "lb", "dozen"]);
    expect(usableUnits(butter)).toEqual([
      "kg",
      "block",
      ...STANDARD_UNIT_CODES.filter((code) => code !== "kg"),
    ]);
  });

  it("names what is wrong with a definition", () => {
    expect(
      unitProblems({
        baseUnit: "kg",
        packs: [
          { name: "box", quantity: "2", unit: "crate" },
          { name: "crate", quantity: "3", unit: "box" },
          { name: "kg", quantity: "1", unit: "g" },
          { name: "bag", quantity: "0", unit: "kg" },
        ],
        gramsPerPiece: "-1",
      }),
    ).toEqual([
      "The box → crate → box packs refer to each other in a circle.",
      "The crate → box → crate packs refer to each other in a circle.",
      '"kg" is already a standard unit; name the pack differently.',
      "A bag must hold more than zero.",
      "The weight of one piece must be more than zero.",
    ]);
    expect(unitProblems(tomatoes)).toEqual([]);
  });
});

const positiveDecimal = fc
  .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 999_999 }))
  .map(([whole, part]) => `${whole}.${String(part).padStart(6, "0")}`);

const anyButterUnit = fc.constantFrom(...usableUnits(butter));

describe("conversions as properties", () => {
  it("round-trip exactly: a → b → a gives back the same quantity", () => {
    fc.assert(
      fc.property(positiveDecimal, anyButterUnit, anyButterUnit, (quantity, a, b) => {
        const there = convert(butter, quantity, a, b);
        const back = convert(butter, there, b, a);
        expect(back.equals(quantity)).toBe(true);
      }),
    );
  });

  it("chain exactly: a → b → c equals a → c", () => {
    fc.assert(
      fc.property(
        positiveDecimal,
        anyButterUnit,
        anyButterUnit,
        anyButterUnit,
        (quantity, a, b, c) => {
          const chained = convert(butter, convert(butter, quantity, a, b), b, c);
          expect(chained.equals(convert(butter, quantity, a, c))).toBe(true);
          // and the factors compose the same way
          const composed = conversionFactor(butter, a, b).mul(conversionFactor(butter, b, c));
          expect(composed.equals(conversionFactor(butter, a, c))).toBe(true);
        },
      ),
    );
  });

  it("scale linearly: converting n × q is n times converting q", () => {
    fc.assert(
      fc.property(
        positiveDecimal,
        fc.integer({ min: 1, max: 1000 }),
        anyButterUnit,
        anyButterUnit,
        (quantity, n, a, b) => {
          const once = convert(butter, quantity, a, b).mul(n);
          const scaled = convert(butter, convert(butter, quantity, a, a).mul(n), a, b);
          expect(scaled.equals(once)).toBe(true);
        },
      ),
    );
  });
});

describe("canConvert", () => {
  const packName = fc.constantFrom("case", "can", "tray", "Case");
  const item = fc.record({
    baseUnit: fc.constantFrom(...STANDARD_UNIT_CODES),
    packs: fc.array(
      fc.record({
        name: packName,
        quantity: fc.constantFrom("6", "2.5", "0", "-1", "0.001"),
        unit: fc.oneof(fc.constantFrom(...STANDARD_UNIT_CODES), packName),
      }),
      { maxLength: 4 },
    ),
    gramsPerPiece: fc.constantFrom(null, undefined, "0", "60"),
    gramsPerMl: fc.constantFrom(null, undefined, "0", "0.92"),
  });

  it("says yes exactly when conversionFactor converts, packs in circles and empty packs included", () => {
    fc.assert(
      fc.property(item, (units: ItemUnits) => {
        const asked = [...STANDARD_UNIT_CODES, ...units.packs.map((pack) => pack.name), "crate"];
        for (const unit of asked) {
          let converts = true;
          try {
            conversionFactor(units, unit, units.baseUnit);
          } catch {
            converts = false;
          }
          expect(canConvert(units, unit), `${unit} in ${JSON.stringify(units)}`).toBe(converts);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("perUnitLabel", () => {
  it("writes the unit as it reads after 'per'", () => {
    expect(perUnitLabel("lb")).toBe("lb");
    expect(perUnitLabel("pcs")).toBe("piece");
    expect(perUnitLabel("l")).toBe("L");
    expect(perUnitLabel("case")).toBe("case");
  });
});

describe("one spelling of each unit (issue 17)", () => {
  it("shows pounds as lb in quantities, prices and rates, and still reads lbs", () => {
    expect(unitLabel("lb")).toBe("lb");
    expect(rateLabel("lb", "week")).toBe("lb/week");
    expect(rateLabel("l", "day")).toBe("L/day");
    expect(rateLabel("case", "month")).toBe("case/month");
    const pound = STANDARD_UNITS.find((unit) => unit.code === "lb")!;
    expect(unitWritings(pound)).toEqual(["lb", "lbs"]);
  });

  it("refuses a pack named like a standard unit however it is written", () => {
    const problems = unitProblems({
      baseUnit: "kg",
      packs: [{ name: "LBS", quantity: "1", unit: "kg" }],
    });
    expect(problems).toEqual(['"LBS" is already a standard unit; name the pack differently.']);
  });
});
