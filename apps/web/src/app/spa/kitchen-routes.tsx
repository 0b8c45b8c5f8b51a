import { type RouteObject } from "react-router";
import { guarded } from "./shell/guarded";

/** Recipes, the cookbook, the menu, sales and the variance report. */
export const kitchenRoutes: RouteObject[] = [
  {
    path: "recipes",
    lazy: () =>
      import("@/app/routes/app/recipes/index").then((m) => ({
        loader: m.loader,
        Component: m.RecipesPage,
      })),
  },
  {
    path: "recipes/new",
    lazy: () =>
      import("@/app/routes/app/recipes/new-recipe").then((m) => ({
        loader: m.loader,
        Component: guarded("recipes.edit", m.NewRecipePage),
      })),
  },
  {
    path: "recipes/:recipeId",
    lazy: () =>
      import("@/app/routes/app/recipes/recipe").then((m) => ({
        loader: m.loader,
        Component: m.RecipePage,
      })),
  },
  {
    path: "cookbook",
    lazy: () =>
      import("@/app/routes/app/cookbook/index").then((m) => ({
        loader: m.loader,
        Component: m.CookbookPage,
      })),
  },
  {
    path: "cookbook/training",
    lazy: () =>
      import("@/app/routes/app/cookbook/training").then((m) => ({
        loader: m.loader,
        Component: guarded("training.manage", m.TrainingPage),
      })),
  },
  {
    path: "cookbook/:recipeId",
    lazy: () =>
      import("@/app/routes/app/cookbook/recipe").then((m) => ({
        loader: m.loader,
        Component: m.CookbookRecipePage,
      })),
  },
  {
    path: "menu",
    lazy: () =>
      import("@/app/routes/app/menu/index").then((m) => ({
        loader: m.loader,
        Component: m.MenuPage,
      })),
  },
  {
    path: "menu/engineering",
    lazy: () =>
      import("@/app/routes/app/menu/engineering").then((m) => ({
        loader: m.loader,
        Component: guarded("sales.view", m.MenuEngineeringPage),
      })),
  },
  {
    path: "sales",
    lazy: () =>
      import("@/app/routes/app/sales/index").then((m) => ({
        loader: m.loader,
        Component: guarded("sales.view", m.SalesPage),
      })),
  },
  {
    path: "reports/variance",
    lazy: () =>
      import("@/app/routes/app/reports/variance").then((m) => ({
        loader: m.loader,
        Component: guarded("sales.view", m.VariancePage),
      })),
  },
];
