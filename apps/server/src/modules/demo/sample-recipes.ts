/**
 * The demo kitchen's recipe book (docs/demo-data.md): stocks, sauces, dressings, doughs and
 * prep that the plates use as sub-recipes, then the plates themselves. Every line names one of
 * SAMPLE_ITEMS (or an earlier recipe) in a unit the item can be measured in: its own dimension,
 * or another where the item knows its piece weight or density (lemons in g, eggs by the dozen).
 * Quantities are what the recipe needs after trim; trim is what is lost preparing it (peel,
 * bones, stalks). sample-recipes.test.ts costs every one of them.
 */
export interface SampleRecipeLine {
  /** Exactly one of item (a SAMPLE_ITEMS name) and recipe (a SAMPLE_RECIPES name). */
  item?: string;
  recipe?: string;
  quantity: string;
  unit: string;
  trim?: string;
  note?: string;
}

export interface SampleRecipe {
  name: string;
  category: string;
  /** One batch before cooking loss: "8" "l", or "6" "portion". */
  yield: [quantity: string, unit: string];
  cookingLoss?: string;
  portion?: [quantity: string, unit: string];
  notes?: string;
  lines: SampleRecipeLine[];
}

type Extra = Pick<SampleRecipeLine, "trim" | "note">;
const item = (name: string, quantity: string, unit: string, extra: Extra = {}) => ({
  item: name,
  quantity,
  unit,
  ...extra,
});
const sub = (name: string, quantity: string, unit: string, extra: Extra = {}) => ({
  recipe: name,
  quantity,
  unit,
  ...extra,
});

// What prepping produce loses, in percent.
const ONION = "10";
const GARLIC = "15";
const CARROT = "15";
const CELERY = "10";
const SHALLOT = "12";

/**
 * Sub-recipes come before the recipes that use them. Nesting goes three deep: Braised Short
 * Ribs → Red Wine Jus → Demi-glace → Brown Veal Stock.
 */
export const SAMPLE_RECIPES: SampleRecipe[] = [
  // Stocks
  {
    name: "Brown Veal Stock",
    category: "Stocks",
    yield: ["8", "l"],
    cookingLoss: "37.5",
    notes:
      "Roast the bones and vegetables dark, cover with 8 L of cold water, simmer 8 hours, strain and skim: 5 L.",
    lines: [
      item("Veal Bones", "5", "kg", { note: "roasted" }),
      item("Yellow Onions", "500", "g", { trim: ONION }),
      item("Carrots", "400", "g", { trim: CARROT }),
      item("Celery", "300", "g", { trim: CELERY }),
      item("Tomatoes", "300", "g"),
      item("Thyme", "0.25", "oz"),
      item("Bay Leaves", "2", "g"),
      item("Black Peppercorns", "10", "g"),
    ],
  },
  {
    name: "Vegetable Stock",
    category: "Stocks",
    yield: ["5", "l"],
    cookingLoss: "20",
    notes: "Cover with 5 L of cold water, simmer 45 minutes, strain: 4 L.",
    lines: [
      item("Yellow Onions", "500", "g", { trim: ONION }),
      item("Carrots", "500", "g", { trim: CARROT }),
      item("Celery", "400", "g", { trim: CELERY }),
      item("Leeks", "300", "g", { trim: "35", note: "green tops too" }),
      item("Cremini Mushrooms", "200", "g"),
      item("Flat-leaf Parsley", "1", "oz", { note: "stalks" }),
      item("Thyme", "5", "g"),
      item("Bay Leaves", "1", "g"),
      item("Black Peppercorns", "5", "g"),
    ],
  },

  // Sauces
  {
    name: "Demi-glace",
    category: "Sauces",
    yield: ["4.8", "l"],
    cookingLoss: "75",
    portion: ["60", "ml"],
    notes: "Sweat the shallots, reduce the wine by half, add the stock and reduce to 1.2 L.",
    lines: [
      sub("Brown Veal Stock", "4", "l"),
      item("House Red Wine", "1", "pcs", { note: "one bottle" }),
      item("Shallots", "150", "g", { trim: SHALLOT }),
      item("Thyme", "3", "g"),
    ],
  },
  {
    name: "Red Wine Jus",
    category: "Sauces",
    yield: ["1", "l"],
    cookingLoss: "40",
    portion: ["60", "ml"],
    notes: "Reduce the wine with the shallots, add the demi-glace, simmer; mount with cold butter.",
    lines: [
      sub("Demi-glace", "500", "ml"),
      item("House Red Wine", "0.5", "pcs", { note: "half a bottle" }),
      item("Shallots", "80", "g", { trim: SHALLOT }),
      item("Unsalted Butter", "30", "g"),
      item("Thyme", "2", "g"),
    ],
  },
  {
    name: "Peppercorn Sauce",
    category: "Sauces",
    yield: ["600", "ml"],
    cookingLoss: "25",
    portion: ["60", "ml"],
    lines: [
      sub("Demi-glace", "300", "ml"),
      item("Heavy Cream", "1", "cup"),
      item("Black Peppercorns", "15", "g", { note: "cracked" }),
      item("Shallots", "50", "g", { trim: SHALLOT }),
      item("Unsalted Butter", "20", "g"),
    ],
  },
  {
    name: "Marinara Sauce",
    category: "Sauces",
    yield: ["3.5", "l"],
    cookingLoss: "20",
    portion: ["120", "ml"],
    notes: "Simmer 40 minutes; blend half for body.",
    lines: [
      item("San Marzano Tomatoes", "1", "#10 can"),
      item("Extra Virgin Olive Oil", "4", "tbsp"),
      item("Yellow Onions", "300", "g", { trim: ONION }),
      item("Garlic", "30", "g", { trim: GARLIC }),
      item("Fresh Basil", "0.5", "oz"),
      item("Kosher Salt", "15", "g"),
      item("Chili Flakes", "2", "g"),
      item("Granulated Sugar", "10", "g"),
    ],
  },
  {
    name: "Pizza Sauce",
    category: "Sauces",
    yield: ["3", "l"],
    notes: "Uncooked: crushed by hand and seasoned. It cooks on the pizza.",
    lines: [
      item("San Marzano Tomatoes", "1", "#10 can"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Garlic", "10", "g", { trim: GARLIC }),
      item("Oregano", "0.25", "oz"),
      item("Kosher Salt", "12", "g"),
    ],
  },
  {
    name: "Bolognese Ragù",
    category: "Sauces",
    yield: ["8", "kg"],
    cookingLoss: "30",
    portion: ["180", "g"],
    notes: "Brown the meat in batches; simmer three hours with the lid ajar.",
    lines: [
      item("Ground Beef", "6", "lb"),
      item("Pancetta", "12", "oz", { note: "diced" }),
      item("Yellow Onions", "400", "g", { trim: ONION }),
      item("Carrots", "300", "g", { trim: CARROT }),
      item("Celery", "300", "g", { trim: CELERY }),
      item("Garlic", "20", "g", { trim: GARLIC }),
      item("San Marzano Tomatoes", "1", "#10 can"),
      item("House Red Wine", "0.5", "pcs"),
      item("Milk", "1", "cup"),
      item("Chicken Stock", "500", "ml"),
      item("Extra Virgin Olive Oil", "3", "tbsp"),
      item("Bay Leaves", "1", "g"),
      item("Kosher Salt", "20", "g"),
    ],
  },
  {
    name: "Basil Pesto",
    category: "Sauces",
    yield: ["450", "g"],
    portion: ["30", "g"],
    notes: "Made without pine nuts, so that it is nut-free.",
    lines: [
      item("Fresh Basil", "4", "oz", { note: "leaves only" }),
      item("Parmesan", "100", "g"),
      item("Extra Virgin Olive Oil", "1", "cup"),
      item("Garlic", "10", "g", { trim: GARLIC }),
      item("Kosher Salt", "3", "g"),
    ],
  },
  {
    name: "Béchamel",
    category: "Sauces",
    yield: ["1.1", "l"],
    cookingLoss: "10",
    lines: [
      item("Milk", "1", "l"),
      item("Unsalted Butter", "60", "g"),
      item("All-Purpose Flour", "60", "g"),
      item("Kosher Salt", "4", "g"),
      item("Bay Leaves", "0.5", "g"),
    ],
  },
  {
    name: "Hollandaise",
    category: "Sauces",
    yield: ["400", "ml"],
    portion: ["60", "ml"],
    notes: "Yolks only; keep the whites for the pastry section. Hold warm, two hours at most.",
    lines: [
      item("Eggs", "4", "pcs", { note: "yolks" }),
      item("Unsalted Butter", "250", "g", { note: "clarified" }),
      item("Lemons", "0.5", "pcs"),
      item("Kosher Salt", "2", "g"),
    ],
  },

  // Dressings and condiments
  {
    name: "Caesar Dressing",
    category: "Dressings",
    yield: ["500", "ml"],
    portion: ["45", "ml"],
    lines: [
      item("Eggs", "2", "pcs", { note: "yolks" }),
      item("Garlic", "10", "g", { trim: GARLIC }),
      item("Dijon Mustard", "15", "g"),
      item("Lemons", "1", "pcs"),
      item("Parmesan", "60", "g"),
      item("Canola Oil", "300", "ml"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Red Wine Vinegar", "1", "tbsp"),
      item("Black Peppercorns", "2", "g"),
    ],
  },
  {
    name: "Lemon Vinaigrette",
    category: "Dressings",
    yield: ["450", "ml"],
    portion: ["30", "ml"],
    lines: [
      item("Extra Virgin Olive Oil", "300", "ml"),
      item("Lemons", "4", "pcs", { note: "zest and juice" }),
      item("Dijon Mustard", "20", "g"),
      item("Honey", "20", "g"),
      item("Kosher Salt", "5", "g"),
      item("Black Peppercorns", "2", "g"),
    ],
  },
  {
    name: "Balsamic Vinaigrette",
    category: "Dressings",
    yield: ["500", "ml"],
    portion: ["30", "ml"],
    lines: [
      item("Extra Virgin Olive Oil", "1.5", "cup"),
      item("Balsamic Vinegar", "0.5", "cup"),
      item("Dijon Mustard", "15", "g"),
      item("Honey", "15", "g"),
      item("Shallots", "30", "g", { trim: SHALLOT }),
      item("Kosher Salt", "4", "g"),
    ],
  },
  {
    name: "Chimichurri",
    category: "Dressings",
    yield: ["400", "ml"],
    portion: ["40", "ml"],
    lines: [
      item("Flat-leaf Parsley", "3", "oz"),
      item("Oregano", "0.5", "oz"),
      item("Garlic", "20", "g", { trim: GARLIC }),
      item("Red Wine Vinegar", "60", "ml"),
      item("Extra Virgin Olive Oil", "200", "ml"),
      item("Chili Flakes", "3", "g"),
      item("Kosher Salt", "4", "g"),
    ],
  },
  {
    name: "Garlic Aioli",
    category: "Dressings",
    yield: ["500", "ml"],
    portion: ["30", "ml"],
    lines: [
      item("Eggs", "2", "pcs", { note: "yolks" }),
      item("Garlic", "20", "g", { trim: GARLIC }),
      item("Lemons", "1", "pcs"),
      item("Canola Oil", "400", "ml"),
      item("Dijon Mustard", "10", "g"),
      item("Kosher Salt", "3", "g"),
    ],
  },
  {
    name: "Tzatziki",
    category: "Dressings",
    yield: ["700", "g"],
    portion: ["60", "g"],
    lines: [
      item("Greek Yogurt", "500", "g"),
      item("Cucumbers", "1", "pcs", { note: "grated and squeezed" }),
      item("Dill", "0.5", "oz"),
      item("Garlic", "10", "g", { trim: GARLIC }),
      item("Lemons", "0.5", "pcs"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Kosher Salt", "4", "g"),
    ],
  },
  {
    name: "Guacamole",
    category: "Dressings",
    yield: ["800", "g"],
    portion: ["60", "g"],
    lines: [
      // 600 g of flesh from 800 g of fruit: four avocados of 200 g.
      item("Avocados", "600", "g", { trim: "25", note: "flesh" }),
      item("Limes", "2", "pcs"),
      item("Red Onions", "80", "g", { trim: ONION }),
      item("Cilantro", "0.5", "oz"),
      item("Jalapeños", "20", "g", { trim: "10" }),
      item("Kosher Salt", "4", "g"),
    ],
  },
  {
    name: "Pico de Gallo",
    category: "Dressings",
    yield: ["700", "g"],
    portion: ["50", "g"],
    lines: [
      item("Tomatoes", "500", "g", { trim: "10", note: "seeded" }),
      item("Red Onions", "150", "g", { trim: ONION }),
      item("Jalapeños", "30", "g", { trim: "10" }),
      item("Cilantro", "0.5", "oz"),
      item("Limes", "2", "pcs"),
      item("Kosher Salt", "4", "g"),
    ],
  },

  // Doughs and batters
  {
    name: "Fresh Pasta Dough",
    category: "Doughs",
    yield: ["1.6", "kg"],
    portion: ["120", "g"],
    notes: "Rest an hour before rolling. Cut as tagliatelle or lasagne sheets.",
    lines: [
      item("All-Purpose Flour", "1", "kg"),
      item("Eggs", "10", "pcs"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Kosher Salt", "10", "g"),
    ],
  },
  {
    name: "Sweet Shortcrust Pastry",
    category: "Doughs",
    yield: ["1", "kg"],
    notes: "Rub the butter into the flour, bind with the eggs; chill overnight.",
    lines: [
      item("All-Purpose Flour", "500", "g"),
      item("Unsalted Butter", "250", "g"),
      item("Granulated Sugar", "150", "g"),
      item("Eggs", "2", "pcs"),
      item("Vanilla Extract", "1", "tsp"),
      item("Kosher Salt", "2", "g"),
    ],
  },
  {
    name: "Beer Batter",
    category: "Doughs",
    yield: ["650", "g"],
    notes: "Whisk just before service; ice-cold lager keeps it crisp.",
    lines: [
      item("All-Purpose Flour", "300", "g"),
      item("Lager", "1", "pcs", { note: "one 12 oz bottle" }),
      item("Kosher Salt", "5", "g"),
      item("Smoked Paprika", "5", "g"),
    ],
  },

  // Prep
  {
    name: "Herb Butter",
    category: "Prep",
    yield: ["500", "g"],
    portion: ["15", "g"],
    lines: [
      item("Unsalted Butter", "1", "lb", { note: "softened" }),
      item("Flat-leaf Parsley", "1", "oz"),
      item("Chives", "0.5", "oz"),
      item("Garlic", "15", "g", { trim: GARLIC }),
      item("Lemons", "1", "pcs", { note: "zest" }),
      item("Kosher Salt", "5", "g"),
    ],
  },
  {
    name: "Garlic Croutons",
    category: "Prep",
    yield: ["700", "g"],
    cookingLoss: "25",
    portion: ["30", "g"],
    lines: [
      item("Sourdough Loaves", "1", "pcs", { note: "day-old, torn" }),
      item("Extra Virgin Olive Oil", "60", "ml"),
      item("Garlic", "10", "g", { trim: GARLIC }),
      item("Flat-leaf Parsley", "0.25", "oz"),
      item("Kosher Salt", "3", "g"),
    ],
  },
  {
    name: "Pickled Red Onions",
    category: "Prep",
    yield: ["750", "g"],
    portion: ["20", "g"],
    lines: [
      item("Red Onions", "500", "g", { trim: ONION }),
      item("Red Wine Vinegar", "250", "ml"),
      item("Granulated Sugar", "50", "g"),
      item("Kosher Salt", "10", "g"),
    ],
  },
  {
    name: "Caramelised Onions",
    category: "Prep",
    yield: ["2", "kg"],
    cookingLoss: "60",
    portion: ["40", "g"],
    notes: "Low and slow, about an hour: 2 kg of onions cook down to 800 g.",
    lines: [
      item("Yellow Onions", "2", "kg", { trim: ONION }),
      item("Unsalted Butter", "60", "g"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Kosher Salt", "8", "g"),
      item("Thyme", "3", "g"),
    ],
  },
  {
    name: "Lemon Curd",
    category: "Prep",
    yield: ["1", "kg"],
    cookingLoss: "10",
    lines: [
      item("Lemons", "6", "pcs", { note: "zest and juice" }),
      item("Eggs", "6", "pcs"),
      item("Granulated Sugar", "300", "g"),
      item("Unsalted Butter", "150", "g"),
    ],
  },
  {
    name: "Vanilla Custard Base",
    category: "Prep",
    yield: ["1.2", "l"],
    notes: "Cook to 180 °F, strain and chill overnight.",
    lines: [
      item("Milk", "500", "ml"),
      item("Heavy Cream", "500", "ml"),
      item("Eggs", "6", "pcs", { note: "yolks" }),
      item("Granulated Sugar", "150", "g"),
      item("Vanilla Extract", "10", "ml"),
    ],
  },
  {
    name: "Vanilla Ice Cream",
    category: "Desserts",
    yield: ["1.5", "l"],
    portion: ["120", "ml"],
    notes: "Churned: the air it takes in makes 1.2 L of base and cream into 1.5 L.",
    lines: [sub("Vanilla Custard Base", "1", "l"), item("Heavy Cream", "200", "ml")],
  },

  // Sides
  {
    name: "French Fries",
    category: "Sides",
    yield: ["1.8", "kg"],
    cookingLoss: "25",
    portion: ["150", "g"],
    notes: "Blanched at 300 °F, fried to order at 350 °F.",
    lines: [
      item("Russet Potatoes", "4", "lb", { trim: "20", note: "peeled, cut" }),
      item("Canola Oil", "200", "ml", { note: "what the fries take up" }),
      item("Kosher Salt", "12", "g"),
    ],
  },
  {
    name: "Garlic Mashed Potatoes",
    category: "Sides",
    yield: ["2.6", "kg"],
    cookingLoss: "5",
    portion: ["180", "g"],
    lines: [
      item("Russet Potatoes", "5", "lb", { trim: "15", note: "peeled" }),
      item("Unsalted Butter", "200", "g"),
      item("Heavy Cream", "1", "cup"),
      item("Milk", "1", "cup"),
      item("Garlic", "30", "g", { trim: GARLIC, note: "roasted" }),
      item("Kosher Salt", "15", "g"),
    ],
  },
  {
    name: "Rosemary Roast Potatoes",
    category: "Sides",
    yield: ["1.4", "kg"],
    cookingLoss: "20",
    portion: ["160", "g"],
    lines: [
      item("Russet Potatoes", "3", "lb", { trim: "5", note: "scrubbed" }),
      item("Extra Virgin Olive Oil", "60", "ml"),
      item("Rosemary", "0.25", "oz"),
      item("Garlic", "15", "g", { trim: GARLIC }),
      item("Kosher Salt", "10", "g"),
    ],
  },
  {
    name: "Sweet Potato Purée",
    category: "Sides",
    yield: ["1.5", "kg"],
    cookingLoss: "10",
    portion: ["150", "g"],
    lines: [
      item("Sweet Potatoes", "3", "lb", { trim: "15", note: "roasted, peeled" }),
      item("Unsalted Butter", "80", "g"),
      item("Heavy Cream", "120", "ml"),
      item("Maple Syrup", "2", "tbsp"),
      item("Kosher Salt", "6", "g"),
    ],
  },
  {
    name: "Cauliflower Purée",
    category: "Sides",
    yield: ["1.4", "kg"],
    cookingLoss: "15",
    portion: ["120", "g"],
    lines: [
      item("Cauliflower", "2", "pcs", { note: "florets and stalk" }),
      item("Milk", "300", "ml"),
      item("Unsalted Butter", "40", "g"),
      item("Kosher Salt", "4", "g"),
    ],
  },

  // Starters
  {
    name: "Caesar Salad",
    category: "Starters",
    yield: ["4", "portion"],
    lines: [
      item("Romaine Lettuce", "3", "pcs", { trim: "20", note: "hearts" }),
      sub("Caesar Dressing", "4", "portion"),
      sub("Garlic Croutons", "160", "g"),
      item("Parmesan", "3", "oz", { note: "shaved" }),
      item("Lemons", "1", "pcs", { note: "wedges" }),
    ],
  },
  {
    name: "Caprese Salad",
    category: "Starters",
    yield: ["4", "portion"],
    lines: [
      item("Fresh Mozzarella", "1.5", "lb"),
      item("Tomatoes", "600", "g", { trim: "5" }),
      item("Fresh Basil", "0.5", "oz"),
      item("Extra Virgin Olive Oil", "4", "tbsp"),
      item("Balsamic Vinegar", "2", "tbsp"),
      item("Kosher Salt", "3", "g"),
    ],
  },
  {
    name: "Tomato Basil Soup",
    category: "Starters",
    yield: ["4.5", "l"],
    cookingLoss: "15",
    portion: ["300", "ml"],
    lines: [
      item("Tomatoes", "2", "kg", { trim: "5", note: "cored" }),
      item("San Marzano Tomatoes", "1", "kg"),
      item("Yellow Onions", "300", "g", { trim: ONION }),
      item("Garlic", "20", "g", { trim: GARLIC }),
      sub("Vegetable Stock", "1", "l"),
      item("Heavy Cream", "1", "cup"),
      item("Fresh Basil", "1", "oz"),
      item("Extra Virgin Olive Oil", "3", "tbsp"),
      item("Kosher Salt", "15", "g"),
      item("Granulated Sugar", "10", "g"),
    ],
  },
  {
    name: "Onion Soup Gratinée",
    category: "Starters",
    yield: ["6", "portion"],
    lines: [
      sub("Caramelised Onions", "600", "g"),
      sub("Brown Veal Stock", "1.5", "l"),
      item("House White Wine", "0.25", "pcs"),
      item("Thyme", "2", "g"),
      item("Baguettes", "1", "pcs", { note: "sliced, toasted" }),
      item("Aged Cheddar", "6", "oz", { note: "grated" }),
    ],
  },
  {
    name: "Steamed Mussels",
    category: "Starters",
    yield: ["4", "portion"],
    lines: [
      item("Mussels", "4", "lb", { trim: "10", note: "debearded; discard any open" }),
      item("House White Wine", "0.5", "pcs"),
      item("Shallots", "80", "g", { trim: SHALLOT }),
      item("Garlic", "15", "g", { trim: GARLIC }),
      item("Unsalted Butter", "60", "g"),
      item("Heavy Cream", "0.5", "cup"),
      item("Flat-leaf Parsley", "0.5", "oz"),
      item("Baguettes", "1", "pcs"),
    ],
  },
  {
    name: "Garlic Shrimp",
    category: "Starters",
    yield: ["4", "portion"],
    lines: [
      item("Shrimp 16/20", "1", "lb", { trim: "10", note: "peeled, tails on" }),
      item("Garlic", "30", "g", { trim: GARLIC, note: "sliced" }),
      item("Extra Virgin Olive Oil", "0.5", "cup"),
      item("Chili Flakes", "2", "g"),
      item("Flat-leaf Parsley", "0.5", "oz"),
      item("Lemons", "1", "pcs"),
      item("Baguettes", "1", "pcs"),
    ],
  },
  {
    name: "Tuna Tartare",
    category: "Starters",
    yield: ["4", "portion"],
    lines: [
      item("Tuna Loin", "12", "oz", { trim: "10", note: "sinew off" }),
      item("Avocados", "2", "pcs"),
      item("Soy Sauce", "2", "tbsp"),
      item("Limes", "1", "pcs"),
      item("Shallots", "30", "g", { trim: SHALLOT }),
      item("Chives", "0.25", "oz"),
      item("Extra Virgin Olive Oil", "1", "tbsp"),
    ],
  },

  // Mains
  {
    name: "Braised Short Ribs",
    category: "Mains",
    yield: ["6", "portion"],
    notes: "Sear, then braise covered at 300 °F for three and a half hours.",
    lines: [
      item("Beef Short Ribs", "6", "lb", { trim: "10", note: "bone-in" }),
      sub("Red Wine Jus", "6", "portion"),
      item("Carrots", "300", "g", { trim: CARROT }),
      item("Yellow Onions", "300", "g", { trim: ONION }),
      item("Celery", "200", "g", { trim: CELERY }),
      item("Garlic", "20", "g", { trim: GARLIC }),
      item("Thyme", "3", "g"),
      item("Canola Oil", "3", "tbsp"),
      item("Kosher Salt", "15", "g"),
    ],
  },
  {
    name: "Pan-Seared Salmon",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Salmon Fillet", "7", "oz", { trim: "5", note: "pin bones out" }),
      item("Asparagus", "120", "g", { trim: "25", note: "woody ends off" }),
      sub("Hollandaise", "1", "portion"),
      sub("Rosemary Roast Potatoes", "1", "portion"),
      item("Lemons", "0.25", "pcs"),
      item("Canola Oil", "1", "tbsp"),
    ],
  },
  {
    name: "Ribeye Steak Frites",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Ribeye Steak", "12", "oz", { trim: "10" }),
      sub("French Fries", "1", "portion"),
      sub("Peppercorn Sauce", "1", "portion"),
      sub("Herb Butter", "15", "g"),
      item("Kosher Salt", "2", "g"),
    ],
  },
  {
    name: "Rack of Lamb",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Lamb Rack", "10", "oz", { trim: "20", note: "frenched" }),
      sub("Chimichurri", "1", "portion"),
      sub("Rosemary Roast Potatoes", "1", "portion"),
      item("Rosemary", "2", "g"),
    ],
  },
  {
    name: "Roast Chicken Breast",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Chicken Breast", "10", "oz", { trim: "5", note: "skin on" }),
      sub("Garlic Mashed Potatoes", "1", "portion"),
      sub("Red Wine Jus", "1", "portion"),
      item("Broccoli", "120", "g", { trim: "30" }),
      item("Thyme", "1", "g"),
    ],
  },
  {
    name: "Fish & Chips",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Cod Fillet", "8", "oz"),
      sub("Beer Batter", "150", "g"),
      sub("French Fries", "1", "portion"),
      sub("Garlic Aioli", "1", "portion"),
      item("Canola Oil", "100", "ml", { note: "what the fish takes up" }),
      item("Lemons", "0.25", "pcs"),
    ],
  },
  {
    name: "Classic Burger",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Ground Beef", "8", "oz", { note: "one patty" }),
      item("Brioche Buns", "1", "pcs"),
      item("Aged Cheddar", "1.5", "oz"),
      sub("Caramelised Onions", "1", "portion"),
      sub("Garlic Aioli", "20", "ml"),
      item("Romaine Lettuce", "0.1", "pcs", { note: "two leaves" }),
      item("Tomatoes", "40", "g"),
      sub("French Fries", "1", "portion"),
    ],
  },
  {
    name: "Chicken Tacos",
    category: "Mains",
    yield: ["1", "portion"],
    notes: "Three tacos.",
    lines: [
      item("Chicken Thighs", "7", "oz", { trim: "10", note: "boneless" }),
      item("Flour Tortillas", "3", "pcs"),
      sub("Guacamole", "1", "portion"),
      sub("Pico de Gallo", "1", "portion"),
      sub("Pickled Red Onions", "1", "portion"),
      item("Sour Cream", "30", "g"),
      item("Ground Cumin", "2", "g"),
      item("Smoked Paprika", "2", "g"),
      item("Limes", "0.5", "pcs"),
    ],
  },
  {
    name: "Duck Breast",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Duck Breast", "8", "oz", { trim: "10", note: "scored" }),
      sub("Sweet Potato Purée", "1", "portion"),
      sub("Red Wine Jus", "1", "portion"),
      item("Baby Spinach", "60", "g"),
    ],
  },
  {
    name: "Seared Scallops",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Sea Scallops", "6", "oz"),
      sub("Cauliflower Purée", "1", "portion"),
      item("Unsalted Butter", "20", "g", { note: "browned" }),
      item("Sage", "2", "g"),
      item("Pancetta", "1", "oz", { note: "crisped" }),
    ],
  },
  {
    name: "Chicken Souvlaki",
    category: "Mains",
    yield: ["1", "portion"],
    lines: [
      item("Chicken Thighs", "8", "oz", { trim: "10" }),
      item("Pita Bread", "2", "pcs"),
      sub("French Fries", "1", "portion"),
      sub("Tzatziki", "1", "portion"),
      item("Tomatoes", "60", "g"),
      item("Red Onions", "20", "g", { trim: ONION }),
      item("Oregano", "2", "g"),
      item("Lemons", "0.25", "pcs"),
      item("Extra Virgin Olive Oil", "1", "tbsp"),
    ],
  },

  // Pizza and pasta
  {
    name: "Margherita Pizza",
    category: "Pizza",
    yield: ["1", "portion"],
    lines: [
      item("Pizza Dough", "300", "g", { note: "one ball" }),
      sub("Pizza Sauce", "120", "ml"),
      item("Fresh Mozzarella", "5", "oz"),
      item("Fresh Basil", "5", "g"),
      item("Extra Virgin Olive Oil", "1", "tbsp"),
    ],
  },
  {
    name: "Sausage & Mushroom Pizza",
    category: "Pizza",
    yield: ["1", "portion"],
    lines: [
      item("Pizza Dough", "300", "g"),
      sub("Pizza Sauce", "120", "ml"),
      item("Fresh Mozzarella", "5", "oz"),
      item("Italian Sausage", "4", "oz", { note: "casing off, crumbled" }),
      item("Cremini Mushrooms", "80", "g", { trim: "5" }),
      item("Oregano", "2", "g"),
    ],
  },
  {
    name: "Prosciutto & Arugula Pizza",
    category: "Pizza",
    yield: ["1", "portion"],
    lines: [
      item("Pizza Dough", "300", "g"),
      sub("Pizza Sauce", "100", "ml"),
      item("Fresh Mozzarella", "4", "oz"),
      item("Prosciutto", "2", "oz", { note: "laid on after baking" }),
      item("Arugula", "30", "g"),
      item("Parmesan", "15", "g"),
      item("Extra Virgin Olive Oil", "1", "tbsp"),
    ],
  },
  {
    name: "Spaghetti Bolognese",
    category: "Pasta",
    yield: ["1", "portion"],
    lines: [
      item("Spaghetti", "120", "g"),
      sub("Bolognese Ragù", "1", "portion"),
      item("Parmesan", "20", "g"),
      item("Flat-leaf Parsley", "2", "g"),
      item("Baguettes", "0.25", "pcs", { note: "garlic bread" }),
      sub("Herb Butter", "1", "portion"),
    ],
  },
  {
    name: "Lasagne",
    category: "Pasta",
    yield: ["12", "portion"],
    notes: "One hotel pan: five layers. Bake 45 minutes, rest 20 before cutting.",
    lines: [
      sub("Fresh Pasta Dough", "1", "kg", { note: "sheets" }),
      sub("Bolognese Ragù", "3", "kg"),
      sub("Béchamel", "1.5", "l"),
      item("Fresh Mozzarella", "2", "lb"),
      item("Parmesan", "200", "g"),
    ],
  },
  {
    name: "Mushroom Risotto",
    category: "Pasta",
    yield: ["4", "portion"],
    lines: [
      item("Arborio Rice", "360", "g"),
      sub("Vegetable Stock", "1.4", "l"),
      item("Cremini Mushrooms", "800", "g", { trim: "5" }),
      item("Shallots", "80", "g", { trim: SHALLOT }),
      item("House White Wine", "0.25", "pcs"),
      item("Parmesan", "100", "g"),
      item("Unsalted Butter", "80", "g"),
      item("Extra Virgin Olive Oil", "2", "tbsp"),
      item("Thyme", "2", "g"),
    ],
  },
  {
    name: "Spaghetti Carbonara",
    category: "Pasta",
    yield: ["1", "portion"],
    lines: [
      item("Spaghetti", "120", "g"),
      item("Pancetta", "3", "oz"),
      item("Eggs", "3", "pcs", { note: "one whole, two yolks" }),
      item("Parmesan", "40", "g"),
      item("Black Peppercorns", "2", "g"),
    ],
  },
  {
    name: "Tagliatelle al Pesto",
    category: "Pasta",
    yield: ["1", "portion"],
    lines: [
      sub("Fresh Pasta Dough", "150", "g"),
      sub("Basil Pesto", "2", "portion"),
      item("Tomatoes", "80", "g", { note: "diced" }),
      item("Fresh Mozzarella", "2", "oz", { note: "torn" }),
      item("Parmesan", "15", "g"),
    ],
  },
  {
    name: "Penne Arrabbiata",
    category: "Pasta",
    yield: ["1", "portion"],
    lines: [
      item("Penne", "140", "g"),
      sub("Marinara Sauce", "2", "portion"),
      item("Chili Flakes", "1", "g"),
      item("Garlic", "5", "g", { trim: GARLIC }),
      item("Flat-leaf Parsley", "2", "g"),
      item("Parmesan", "25", "g"),
    ],
  },

  // Desserts
  {
    name: "Lemon Tart",
    category: "Desserts",
    yield: ["8", "portion"],
    notes: "One 28 cm tart, blind-baked shell, curd set at 300 °F.",
    lines: [
      sub("Sweet Shortcrust Pastry", "450", "g"),
      sub("Lemon Curd", "900", "g"),
      item("Crème Fraîche", "240", "g", { note: "to serve" }),
    ],
  },
  {
    name: "Chocolate Fondant",
    category: "Desserts",
    yield: ["8", "portion"],
    notes: "Bake to order, 12 minutes at 400 °F.",
    lines: [
      item("Dark Chocolate", "400", "g"),
      item("Unsalted Butter", "250", "g"),
      item("Eggs", "6", "pcs"),
      item("Granulated Sugar", "150", "g"),
      item("All-Purpose Flour", "80", "g"),
    ],
  },
  {
    name: "Crème Brûlée",
    category: "Desserts",
    yield: ["6", "portion"],
    lines: [
      item("Heavy Cream", "1", "l"),
      item("Eggs", "8", "pcs", { note: "yolks" }),
      item("Granulated Sugar", "190", "g", { note: "40 g for the tops" }),
      item("Vanilla Extract", "2", "tsp"),
    ],
  },
  {
    name: "Chocolate Mousse",
    category: "Desserts",
    yield: ["6", "portion"],
    lines: [
      item("Dark Chocolate", "300", "g"),
      item("Eggs", "6", "pcs", { note: "separated" }),
      item("Granulated Sugar", "60", "g"),
      item("Heavy Cream", "1", "cup"),
    ],
  },

  // Drinks
  {
    name: "House Lemonade",
    category: "Drinks",
    yield: ["4", "l"],
    portion: ["350", "ml"],
    notes: "Syrup, squeezed lemons and 3.2 L of cold water; mint to finish.",
    lines: [
      item("Lemonade Syrup", "500", "ml"),
      item("Lemons", "6", "pcs"),
      item("Mint", "0.5", "oz"),
    ],
  },
];

export interface SampleMenuLine {
  item?: string;
  recipe?: string;
  quantity: string;
  unit: string;
  trim?: string;
}

export interface SampleModifier {
  name: string;
  price: string;
  lines: (Omit<SampleMenuLine, "trim"> & { action: "add" | "remove" })[];
}

export interface SampleMenuItem {
  name: string;
  section: string;
  price: string;
  lines: SampleMenuLine[];
  modifiers?: SampleModifier[];
}

/** US sales tax, added at the till: the food cost % is of the price as printed. */
export const MENU_TAX_RATE = "8.875";

/** The menu's sections in order. Drinks aim lower than the workspace's 30%. */
export const SAMPLE_MENU_SECTIONS: { name: string; targetFoodCostPercent: string | null }[] = [
  { name: "Starters", targetFoodCostPercent: null },
  { name: "Mains", targetFoodCostPercent: null },
  { name: "Pizza & Pasta", targetFoodCostPercent: null },
  { name: "Desserts", targetFoodCostPercent: null },
  { name: "Drinks", targetFoodCostPercent: "20" },
];

const plate = (recipe: string, quantity = "1", unit = "portion") => ({ recipe, quantity, unit });
const add = (what: { item?: string; recipe?: string }, quantity: string, unit: string) => ({
  ...what,
  action: "add" as const,
  quantity,
  unit,
});
const remove = (what: { item?: string; recipe?: string }, quantity: string, unit: string) => ({
  ...what,
  action: "remove" as const,
  quantity,
  unit,
});

/**
 * What is sold: a portion of a recipe, or items straight from the shelf. Prices are before
 * sales tax; most plates cost 22–30% of their price, the ribeye and the lamb more, and a
 * sparkling water is over the drinks' 20%.
 */
export const SAMPLE_MENU: SampleMenuItem[] = [
  // Starters
  {
    name: "Caesar Salad",
    section: "Starters",
    price: "11.00",
    lines: [plate("Caesar Salad")],
    modifiers: [
      {
        name: "Add grilled chicken",
        price: "6.00",
        lines: [add({ item: "Chicken Breast" }, "5", "oz")],
      },
      { name: "Add shrimp", price: "8.00", lines: [add({ item: "Shrimp 16/20" }, "4", "oz")] },
    ],
  },
  { name: "Caprese Salad", section: "Starters", price: "12.00", lines: [plate("Caprese Salad")] },
  {
    name: "Tomato Soup & Grilled Cheese",
    section: "Starters",
    price: "9.00",
    lines: [
      plate("Tomato Basil Soup"),
      item("Sourdough Loaves", "0.15", "pcs"),
      item("Aged Cheddar", "1.5", "oz"),
      item("Unsalted Butter", "10", "g"),
    ],
  },
  {
    name: "Onion Soup Gratinée",
    section: "Starters",
    price: "10.00",
    lines: [plate("Onion Soup Gratinée")],
  },
  {
    name: "Grilled Asparagus",
    section: "Starters",
    price: "11.00",
    lines: [
      item("Asparagus", "180", "g", { trim: "25" }),
      plate("Lemon Vinaigrette"),
      item("Parmesan", "15", "g"),
      item("Eggs", "1", "pcs"),
    ],
  },
  { name: "Garlic Shrimp", section: "Starters", price: "14.00", lines: [plate("Garlic Shrimp")] },
  { name: "Tuna Tartare", section: "Starters", price: "18.00", lines: [plate("Tuna Tartare")] },

  // Mains
  {
    name: "Moules Frites",
    section: "Mains",
    price: "24.00",
    lines: [plate("Steamed Mussels"), plate("French Fries")],
  },
  {
    name: "Braised Short Ribs",
    section: "Mains",
    price: "40.00",
    lines: [plate("Braised Short Ribs"), plate("Garlic Mashed Potatoes")],
  },
  {
    name: "Pan-Seared Salmon",
    section: "Mains",
    price: "27.00",
    lines: [plate("Pan-Seared Salmon")],
  },
  {
    name: "Ribeye Steak Frites",
    section: "Mains",
    price: "39.00",
    lines: [plate("Ribeye Steak Frites")],
    modifiers: [
      {
        name: "Mash instead of fries",
        price: "0",
        lines: [
          remove({ recipe: "French Fries" }, "1", "portion"),
          add({ recipe: "Garlic Mashed Potatoes" }, "1", "portion"),
        ],
      },
    ],
  },
  { name: "Rack of Lamb", section: "Mains", price: "42.00", lines: [plate("Rack of Lamb")] },
  {
    name: "Roast Chicken Breast",
    section: "Mains",
    price: "19.00",
    lines: [plate("Roast Chicken Breast")],
  },
  { name: "Fish & Chips", section: "Mains", price: "19.00", lines: [plate("Fish & Chips")] },
  {
    name: "Classic Burger",
    section: "Mains",
    price: "16.00",
    lines: [plate("Classic Burger")],
    modifiers: [
      { name: "Add bacon", price: "2.50", lines: [add({ item: "Bacon" }, "2", "oz")] },
      { name: "No cheese", price: "0", lines: [remove({ item: "Aged Cheddar" }, "1.5", "oz")] },
    ],
  },
  { name: "Chicken Tacos", section: "Mains", price: "13.00", lines: [plate("Chicken Tacos")] },
  { name: "Duck Breast", section: "Mains", price: "34.00", lines: [plate("Duck Breast")] },
  { name: "Seared Scallops", section: "Mains", price: "34.00", lines: [plate("Seared Scallops")] },
  {
    name: "Chicken Souvlaki",
    section: "Mains",
    price: "15.00",
    lines: [plate("Chicken Souvlaki")],
  },

  // Pizza and pasta
  {
    name: "Margherita Pizza",
    section: "Pizza & Pasta",
    price: "14.00",
    lines: [plate("Margherita Pizza")],
    modifiers: [
      {
        name: "Add prosciutto",
        price: "4.00",
        lines: [add({ item: "Prosciutto" }, "1.5", "oz")],
      },
    ],
  },
  {
    name: "Sausage & Mushroom Pizza",
    section: "Pizza & Pasta",
    price: "17.00",
    lines: [plate("Sausage & Mushroom Pizza")],
  },
  {
    name: "Prosciutto & Arugula Pizza",
    section: "Pizza & Pasta",
    price: "19.00",
    lines: [plate("Prosciutto & Arugula Pizza")],
  },
  {
    name: "Spaghetti Bolognese",
    section: "Pizza & Pasta",
    price: "13.00",
    lines: [plate("Spaghetti Bolognese")],
  },
  { name: "Lasagne", section: "Pizza & Pasta", price: "16.00", lines: [plate("Lasagne")] },
  {
    name: "Mushroom Risotto",
    section: "Pizza & Pasta",
    price: "16.00",
    lines: [plate("Mushroom Risotto")],
  },
  {
    name: "Spaghetti Carbonara",
    section: "Pizza & Pasta",
    price: "16.00",
    lines: [plate("Spaghetti Carbonara")],
    modifiers: [
      {
        name: "Penne instead of spaghetti",
        price: "0",
        lines: [remove({ item: "Spaghetti" }, "120", "g"), add({ item: "Penne" }, "120", "g")],
      },
    ],
  },
  {
    name: "Tagliatelle al Pesto",
    section: "Pizza & Pasta",
    price: "14.00",
    lines: [plate("Tagliatelle al Pesto")],
  },
  {
    name: "Penne Arrabbiata",
    section: "Pizza & Pasta",
    price: "10.00",
    lines: [plate("Penne Arrabbiata")],
    modifiers: [
      {
        name: "Add Italian sausage",
        price: "4.00",
        lines: [add({ item: "Italian Sausage" }, "4", "oz")],
      },
    ],
  },

  // Desserts
  { name: "Lemon Tart", section: "Desserts", price: "8.00", lines: [plate("Lemon Tart")] },
  {
    name: "Chocolate Fondant",
    section: "Desserts",
    price: "9.00",
    lines: [plate("Chocolate Fondant"), plate("Vanilla Ice Cream")],
  },
  {
    name: "Crème Brûlée",
    section: "Desserts",
    price: "8.00",
    lines: [plate("Crème Brûlée"), plate("Sweet Shortcrust Pastry", "40", "g")],
  },
  {
    name: "Chocolate Mousse",
    section: "Desserts",
    price: "7.00",
    lines: [plate("Chocolate Mousse"), item("Heavy Cream", "30", "ml")],
  },
  {
    name: "Affogato",
    section: "Desserts",
    price: "6.00",
    lines: [plate("Vanilla Ice Cream", "2"), item("Espresso Beans", "18", "g")],
  },

  // Drinks
  {
    name: "Cappuccino",
    section: "Drinks",
    price: "4.50",
    lines: [item("Espresso Beans", "18", "g"), item("Milk", "150", "ml")],
    modifiers: [
      { name: "Extra shot", price: "1.00", lines: [add({ item: "Espresso Beans" }, "9", "g")] },
    ],
  },
  {
    name: "House Lemonade",
    section: "Drinks",
    price: "4.50",
    lines: [plate("House Lemonade")],
  },
  {
    name: "Glass of House Red",
    section: "Drinks",
    price: "8.00",
    lines: [item("House Red Wine", "0.2", "pcs")],
  },
  {
    name: "Glass of House White",
    section: "Drinks",
    price: "8.00",
    lines: [item("House White Wine", "0.2", "pcs")],
  },
  { name: "Lager", section: "Drinks", price: "6.00", lines: [item("Lager", "1", "pcs")] },
  {
    name: "Sparkling Water",
    section: "Drinks",
    price: "4.00",
    lines: [item("Sparkling Water", "1", "pcs"), item("Lemons", "0.1", "pcs")],
  },
];

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
