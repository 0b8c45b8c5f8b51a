/**
 * How the demo kitchen cooks a few of its recipes (SAMPLE_RECIPES, by name): steps with their
 * times and temperatures, the equipment, and how the plate goes out. Quantities in the steps
 * match the recipes' lines.
 */
export interface SampleStep {
  instruction: string;
  minutes?: string;
  temperature?: [value: string, unit: "C" | "F"];
}

export interface SampleMethod {
  steps: SampleStep[];
  equipment: string[];
  plating?: string;
}

export const SAMPLE_METHODS: Record<string, SampleMethod> = {
  "Brown Veal Stock": {
    steps: [
      {
        instruction: "Roast the veal bones on sheet trays until deep brown, turning once.",
        minutes: "60",
        temperature: ["220", "C"],
      },
      {
        instruction:
          "Add the onions, carrots and celery to the trays and roast until caramelised; smear the tomatoes over for the last 10 minutes.",
        minutes: "30",
        temperature: ["220", "C"],
      },
      {
        instruction:
          "Move everything to the stockpot, deglaze the trays with water and add it. Cover with 8 L of cold water, add thyme, bay and peppercorns.",
      },
      {
        instruction:
          "Bring to a bare simmer and hold it there, skimming every half hour. Never boil: it clouds.",
        minutes: "480",
      },
      {
        instruction:
          "Strain through a chinois, chill in an ice bath below 5 °C within 2 hours, label and date.",
        minutes: "120",
        temperature: ["5", "C"],
      },
    ],
    equipment: ["Sheet trays", "40 L stockpot", "Chinois", "Ice bath", "Skimmer"],
  },
  "Marinara Sauce": {
    steps: [
      {
        instruction:
          "Sweat the onions in the olive oil without colour, then the garlic for a minute.",
        minutes: "8",
      },
      {
        instruction: "Add chili flakes, the San Marzano tomatoes crushed by hand, salt and sugar.",
      },
      { instruction: "Simmer, stirring now and then, until it coats the spoon.", minutes: "40" },
      {
        instruction:
          "Blend half with a stick blender and stir it back; tear in the basil off the heat. Cool, then label: 5 days in the walk-in.",
      },
    ],
    equipment: ["Rondeau", "Stick blender", "Wooden spoon", "Hotel pans"],
  },
  Hollandaise: {
    steps: [
      {
        instruction: "Clarify the butter and keep it warm, not hot.",
        temperature: ["60", "C"],
      },
      {
        instruction:
          "Whisk the yolks with a tablespoon of water over a bain-marie until thick and pale: ribbons that hold.",
        minutes: "4",
        temperature: ["65", "C"],
      },
      {
        instruction:
          "Off the heat, whisk in the butter in a thin stream. Season with lemon juice and salt.",
      },
      {
        instruction:
          "Hold in a lidded insert at 63 °C or above. Throw away what is left after 2 hours: note the time on the lid.",
        minutes: "120",
        temperature: ["63", "C"],
      },
    ],
    equipment: [
      "Bain-marie",
      "Balloon whisk",
      "Stainless bowl",
      "Lidded 1/6 insert",
      "Probe thermometer",
    ],
    plating: "Spoon over just before the pass; never reheat a split sauce, start again.",
  },
  "French Fries": {
    steps: [
      {
        instruction:
          "Peel and cut the potatoes into 1 cm batons; rinse in cold water until it runs clear.",
      },
      {
        instruction: "Blanch in small batches until soft but pale. Drain and cool on racks.",
        minutes: "6",
        temperature: ["150", "C"],
      },
      {
        instruction: "To order: fry until golden and crisp, toss with salt in a steel bowl.",
        minutes: "3",
        temperature: ["180", "C"],
      },
    ],
    equipment: ["Fryer", "Fry baskets", "Cooling racks", "Steel bowl"],
  },
  "Fish & Chips": {
    steps: [
      { instruction: "Pat the cod dry and dust it in flour; shake off the excess." },
      {
        instruction:
          "Whisk the beer batter from the walk-in once more. Dip the cod, let it drip for 3 seconds.",
      },
      {
        instruction:
          "Lower it into the fryer away from you, hold it for 5 seconds so it floats, then let go.",
        minutes: "6",
        temperature: ["180", "C"],
      },
      {
        instruction:
          "Drain on a rack, not on paper. Check the thickest part reads 63 °C with the probe.",
        temperature: ["63", "C"],
      },
    ],
    equipment: ["Fryer", "Fish spider", "Cooling rack", "Probe thermometer"],
    plating:
      "Fries in the basket on paper, the fish leaning on them, aioli in a ramekin, a lemon wedge on the side.",
  },
  "Margherita Pizza": {
    steps: [
      { instruction: "Open the dough ball by hand to 12 inches, leaving a thick rim." },
      {
        instruction:
          "Spread the sauce with the back of a ladle, leaving the rim bare; tear the mozzarella over.",
      },
      {
        instruction: "Bake on the stone, turning once, until the rim is leopard-spotted.",
        minutes: "4",
        temperature: ["450", "C"],
      },
    ],
    equipment: ["Pizza peel", "Ladle", "Pizza oven"],
    plating: "Basil leaves and a thread of olive oil after the oven; cut in six on the board.",
  },
  "Crème Brûlée": {
    steps: [
      { instruction: "Heat the cream with the vanilla to a simmer.", temperature: ["85", "C"] },
      {
        instruction:
          "Whisk the yolks with 150 g of sugar, pour the hot cream over while whisking, strain.",
      },
      {
        instruction: "Fill six ramekins, bake in a water bath until just set with a wobble.",
        minutes: "35",
        temperature: ["150", "C"],
      },
      { instruction: "Chill at least 4 hours.", minutes: "240" },
    ],
    equipment: ["Six ramekins", "Deep hotel pan", "Fine sieve", "Blowtorch"],
    plating:
      "To order: 7 g of sugar in an even layer, torch until amber, rest one minute so it sets glassy.",
  },
};

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
