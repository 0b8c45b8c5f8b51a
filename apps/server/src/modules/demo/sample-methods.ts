export { SAMPLE_METHODS, type SampleMethod } from "./sample-data";

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
