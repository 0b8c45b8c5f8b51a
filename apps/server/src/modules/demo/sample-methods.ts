import type { MethodStepInput } from "@larder/contracts";
import methods from "./sample-methods.json";

/** A recipe's method as the book's editor sends it (contracts' `methodFields`). */
export interface SampleMethod {
  steps: MethodStepInput[];
  equipment: string[];
  platingNotes: string;
}

/**
 * How the demo kitchen cooks its recipes (SAMPLE_RECIPES, by name): every recipe a plate of the
 * menu uses, and the sub-recipes they use, with steps as a cook writes them, the equipment and
 * how the plate goes out. Temperatures are in °F, as the bistro's ovens and probes read them;
 * quantities in the steps match the recipes' lines. The data is sample-methods.json, checked
 * against the contracts' method schema by sample-methods.test.ts.
 */
export const SAMPLE_METHODS = methods as Record<string, SampleMethod>;

/** Two recipes the staff must read (decision 0026), one of them only at the bistro. */
export const SAMPLE_REQUIRED_READING: { recipe: string; atLocation: string | null }[] = [
  { recipe: "Hollandaise", atLocation: null },
  { recipe: "Fish & Chips", atLocation: "Main Street Bistro" },
];

/** The change that made Fish & Chips a version 2 after the line cook had read version 1. */
export const FISH_AND_CHIPS_VERSION_2 = {
  recipe: "Fish & Chips",
  plating:
    "Fries in the basket on paper, the fish leaning on them, aioli in a ramekin, half a lemon in muslin so no pips reach the plate.",
};
