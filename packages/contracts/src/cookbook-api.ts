import { z } from "zod";
import { apiRoute } from "./api";
import {
  acknowledgeReadingSchema,
  cookbookQuerySchema,
  cookbookRecipeSchema,
  cookbookSchema,
  myReadingSchema,
  readingRequirementInputSchema,
  readingRequirementSchema,
  recipeCardQuerySchema,
  trainingMatrixSchema,
} from "./cookbook";
import { apiErrorSchema } from "./errors";

// The cookbook (decisions 0026, 0048): recipes as the kitchen reads them, required reading and
// who has read what, and the printable recipe card.

const workspace = z.object({ workspaceId: z.string() });
const recipe = workspace.extend({ recipeId: z.string() });
const tag = "Cookbook and training";
const read = { access: "recipes.view", scope: "recipes:read", tag } as const;
const training = { access: "training.manage", tag } as const;

export const COOKBOOK_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/cookbook",
    summary: "The cookbook: recipes to cook from, and what you must still read",
    params: workspace,
    query: cookbookQuerySchema,
    responses: { 200: cookbookSchema },
  }),
  recipe: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/cookbook/:recipeId",
    summary: "One recipe as the kitchen reads it, with your reading of it",
    description: "Costs are in the answer only for members whose role may see costs.",
    params: recipe,
    responses: { 200: cookbookRecipeSchema },
  }),
  acknowledge: apiRoute({
    ...read,
    scope: "none",
    method: "POST",
    path: "/api/w/:workspaceId/cookbook/:recipeId/read",
    summary: "Say you have read the current version of a recipe",
    description:
      "Send the version you read; if the recipe changed meanwhile the answer is 409 and you read the new version first.",
    params: recipe,
    body: acknowledgeReadingSchema,
    responses: { 200: myReadingSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  matrix: apiRoute({
    ...training,
    scope: "recipes:read",
    method: "GET",
    path: "/api/w/:workspaceId/training",
    summary: "Who has read which required recipe, and which version",
    params: workspace,
    responses: { 200: trainingMatrixSchema },
  }),
  requirement: apiRoute({
    ...training,
    scope: "recipes:read",
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId/training",
    summary: "Who must read a recipe (null: it is not required reading)",
    params: recipe,
    responses: { 200: readingRequirementSchema.nullable() },
  }),
  require: apiRoute({
    ...training,
    scope: "recipes:write",
    method: "PUT",
    path: "/api/w/:workspaceId/recipes/:recipeId/training",
    summary: "Make a recipe required reading for some roles and/or some locations",
    description:
      "An empty list of roles is every role; an empty list of locations is every location.",
    params: recipe,
    body: readingRequirementInputSchema,
    responses: { 200: readingRequirementSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  stopRequiring: apiRoute({
    ...training,
    scope: "recipes:write",
    method: "DELETE",
    path: "/api/w/:workspaceId/recipes/:recipeId/training",
    summary: "Stop requiring a recipe to be read (what was read stays recorded)",
    params: recipe,
    responses: { 204: z.null() },
  }),
  card: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId/card.pdf",
    summary: "The recipe as a printable card (PDF), with or without costs",
    description:
      "costs=with prints each line's cost and the batch and portion cost; members whose role may not see costs always get the card without them.",
    params: recipe,
    query: recipeCardQuerySchema,
    file: true,
    responses: {},
  }),
};
