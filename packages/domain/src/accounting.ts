/**
 * The accounting category an invoice line is suggested when nobody chose one for that supplier's
 * item before (decision 0043): from the item's category in the workspace (Protein, Dairy,
 * Beverages…), refined by the item's name or the line's words where the category is broad
 * ("Salmon Fillet" in Protein is fish; "House Red Wine" in Beverages is wine; "Dish Soap" in
 * Supplies is cleaning). The keys are those of @larder/contracts' ACCOUNTING_CATEGORIES.
 */
export type SuggestedCategory =
  | "food_meat"
  | "food_seafood"
  | "food_produce"
  | "food_dairy"
  | "food_bakery"
  | "food_dry"
  | "food_frozen"
  | "food_other"
  | "beverage_beer"
  | "beverage_wine"
  | "beverage_spirits"
  | "beverage_soft"
  | "beverage_coffee"
  | "paper_packaging"
  | "cleaning"
  | "smallwares"
  | "repairs"
  | "transport";

/** Words and the category they point to, most specific first. */
const RULES: [RegExp, SuggestedCategory][] = [
  [/\b(beers?|ciders?|ales?|lagers?|ipa|stouts?|pilsners?|kegs?)\b/, "beverage_beer"],
  [
    /\b(wines?|champagne|prosecco|cava|sparkling wine|ros[eé]|merlot|cabernet|chardonnay|pinot|sauvignon|riesling)\b/,
    "beverage_wine",
  ],
  [
    /\b(spirits?|liquors?|liqueurs?|whisk(e)?y|bourbon|vodka|gin|rum|tequila|mezcal|brandy|cognac|vermouth|bitters)\b/,
    "beverage_spirits",
  ],
  [/\b(coffee|espresso|tea|teas|matcha|cocoa)\b/, "beverage_coffee"],
  [
    /\b(fish|seafood|shellfish|salmon|tuna|cod|haddock|halibut|trout|bass|snapper|shrimps?|prawns?|scallops?|oysters?|mussels?|clams?|crabs?|lobsters?|squid|calamari|octopus|anchov(y|ies)|sardines?)\b/,
    "food_seafood",
  ],
  [
    /\b(meats?|beef|pork|lamb|veal|poultry|chicken|turkey|duck|game|venison|butcher|charcuterie|bacon|ham|sausages?|prosciutto|pancetta|salami|steaks?|ribs?|bones?|mince|ground)\b/,
    "food_meat",
  ],
  [/\b(frozen|ice cream|sorbet)\b/, "food_frozen"],
  [
    /\b(dairy|cheeses?|milk|cream|butter|eggs?|yog(h)?urt|mozzarella|parmesan|ricotta|mascarpone|cheddar|feta|brie)\b/,
    "food_dairy",
  ],
  [
    /\b(bak(ery|ed)|breads?|buns?|rolls?|baguettes?|brioche|pastry|pastries|croissants?|dough|tortillas?|pita)\b/,
    "food_bakery",
  ],
  [
    /\b(produce|vegetables?|veg|fruits?|herbs?|salads?|greens|lettuce|tomato(es)?|onions?|potato(es)?|garlic|carrots?|mushrooms?|lemons?|limes?|apples?|berries|spinach|basil|parsley|cilantro|avocados?)\b/,
    "food_produce",
  ],
  [
    /\b(juices?|sodas?|colas?|soft drinks?|waters?|tonic|lemonade|syrups?|mixers?|beverages?|drinks?)\b/,
    "beverage_soft",
  ],
  [
    /\b(paper|packaging|disposables?|to-?go|take-?away|take-?out|napkins?|foil|wrap|film|containers?|cups?|lids?|straws?|bags?|gloves?|boxes)\b/,
    "paper_packaging",
  ],
  [
    /\b(clean(ing|er)?|chemicals?|sanit(i[sz]er|ation)|detergents?|soaps?|degreaser|bleach|janitorial)\b/,
    "cleaning",
  ],
  [/\b(smallwares?|utensils?|knives|pans?|pots?|equipment)\b/, "smallwares"],
  [/\b(repairs?|maintenance|service call|parts?)\b/, "repairs"],
  [/\b(delivery|deliveries|fuel|freight|shipping|surcharge|carriage)\b/, "transport"],
  [
    /\b(pantry|dry goods?|grocer(y|ies)|spices?|oils?|vinegars?|grains?|rice|pasta|flour|sugar|salt|canned|tins?|condiments?|sauces?|stocks?|beans|nuts?)\b/,
    "food_dry",
  ],
];

const match = (text: string | null | undefined): SuggestedCategory | null => {
  if (!text) return null;
  const words = text.toLowerCase();
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
};

/** Categories whose name covers several kinds: the item's own name decides between them. */
const BROAD = new Set<SuggestedCategory>(["beverage_soft", "food_meat", "paper_packaging"]);
/** Item-category names that say nothing of the kind ("Supplies", "Protein", "Other"). */
const VAGUE = /^\s*(supplies|protein|proteins|other|misc(ellaneous)?|general|sundries)\s*$/i;

/**
 * The suggestion for a line: `itemCategory` is the name of the item's category in the workspace
 * (null without an item or a category), `words` the item's name or the line's description.
 * What nothing places is food: most of what a kitchen buys from a supplier.
 */
export function suggestAccountCategory(
  itemCategory: string | null,
  words: string,
): SuggestedCategory {
  const fromName = match(words);
  if (itemCategory && /^\s*protein(s)?\s*$/i.test(itemCategory))
    return fromName === "food_seafood" ? "food_seafood" : "food_meat";
  const fromCategory = itemCategory && !VAGUE.test(itemCategory) ? match(itemCategory) : null;
  if (fromCategory === null) return fromName ?? "food_other";
  if (BROAD.has(fromCategory) && fromName && fromName !== fromCategory) {
    // Within a broad category, the name may be more precise, but only within its kind:
    // "Beverages" refines to wine or coffee, not to food.
    const kind = (category: SuggestedCategory) => category.split("_")[0];
    if (kind(fromName) === kind(fromCategory) || fromCategory === "paper_packaging")
      return fromName;
    if (fromCategory === "food_meat" && fromName === "food_seafood") return fromName;
  }
  return fromCategory;
}
