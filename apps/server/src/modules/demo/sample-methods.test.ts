import { methodFields } from "@larder/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import methods from "./sample-methods.json";
import { FISH_AND_CHIPS_VERSION_2, SAMPLE_REQUIRED_READING } from "./sample-methods";
import { SAMPLE_RECIPES } from "./sample-data";
import { recipesOnTheMenu } from "./sample-recipes";

const methodSchema = z.strictObject(methodFields);

describe("the demo's methods (sample-methods.json)", () => {
  it("are what the recipe editor would send, each for a recipe of the book", () => {
    const names = new Set(SAMPLE_RECIPES.map((recipe) => recipe.name));
    for (const [name, method] of Object.entries(methods)) {
      expect(names.has(name), name).toBe(true);
      const checked = methodSchema.safeParse(method);
      expect(checked.error?.issues ?? [], name).toEqual([]);
    }
    for (const reading of SAMPLE_REQUIRED_READING) expect(methods).toHaveProperty([reading.recipe]);
    expect(methods).toHaveProperty([FISH_AND_CHIPS_VERSION_2.recipe]);
  });

  it("give every recipe a plate uses, and its sub-recipes, 3 to 8 steps", () => {
    const onTheMenu = recipesOnTheMenu();
    expect(onTheMenu.size).toBeGreaterThan(60);
    const written = new Map(Object.entries(methods));
    for (const name of onTheMenu) {
      const steps = written.get(name)?.steps.length ?? 0;
      expect(steps, name).toBeGreaterThanOrEqual(3);
      expect(steps, name).toBeLessThanOrEqual(8);
    }
  });

  it("give temperatures in °F, as the bistro's ovens and probes read them", () => {
    const units = Object.values(methods).flatMap((method) =>
      method.steps.flatMap((step) => ("temperatureUnit" in step ? [step.temperatureUnit] : [])),
    );
    expect(units.length).toBeGreaterThan(50);
    expect(new Set(units)).toEqual(new Set(["F"]));
    const texts = Object.values(methods).flatMap((method) => [
      method.platingNotes,
      ...method.steps.map((step) => step.instruction),
    ]);
    expect(texts.filter((text) => text.includes("°C"))).toEqual([]);
  });
});
