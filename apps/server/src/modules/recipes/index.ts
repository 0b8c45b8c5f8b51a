// The recipes module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { recipeRoutes } from "./routes";
export { type CostedCatalog, loadCatalog, loadCostingItems } from "./catalog";
export { findRecipe, listRecipes } from "./reads";
export { recipePhotoRoutes } from "./photo-routes";
export { itemsUnder, type RecipeBook, remembered, unitsOf } from "./book";
export { readPricedBook, readRecipeBook } from "./book-cache";
export { type MenuItemRow, type MenuLineRow, plate, plateId } from "./book-menu";
export { readPrices } from "./book-prices";
export { prunePriceChanges } from "./price-cache";
