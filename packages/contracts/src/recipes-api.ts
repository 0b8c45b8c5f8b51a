import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  costHistorySchema,
  costingSettingsSchema,
  costingSettingsUpdateSchema,
  recipeInputSchema,
  recipeListQuerySchema,
  recipeSchema,
  recipeSummarySchema,
  recipeUpdateSchema,
  scaledRecipeSchema,
  scaleQuerySchema,
} from "./recipes";

// The recipe book (decision 0048): recipes with live costs, their history, scaling, how costs
// are read, and the photos of a recipe's steps.

const workspace = z.object({ workspaceId: z.string() });
const recipe = workspace.extend({ recipeId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Recipes and menu";
const read = { access: "recipes.view", scope: "recipes:read", tag } as const;
const write = { access: "recipes.edit", scope: "recipes:write", tag } as const;
const costs = { access: "costs.view", scope: "costs:read", tag } as const;

export const RECIPES_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/recipes",
    summary: "Recipes, with what each batch and portion costs now",
    params: workspace,
    query: recipeListQuerySchema,
    responses: { 200: z.array(recipeSummarySchema) },
  }),
  create: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/recipes",
    summary: "Add a recipe",
    description:
      "Lines are items or other recipes, in any unit they can be measured in. A line in a unit Larder cannot convert, or a recipe that would use itself, is refused with a message naming them.",
    params: workspace,
    body: recipeInputSchema,
    responses: { 201: recipeSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId",
    summary: "One recipe, each line costed at the workspace's costing basis",
    params: recipe,
    responses: { 200: recipeSchema },
  }),
  update: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/recipes/:recipeId",
    summary: "Change a recipe (saving a new version), or archive it",
    params: recipe,
    body: recipeUpdateSchema,
    responses: { 200: recipeSchema, ...errors },
  }),
  costHistory: apiRoute({
    ...costs,
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId/cost-history",
    summary: "When and why a recipe's cost moved, newest first",
    params: recipe,
    responses: { 200: costHistorySchema },
  }),
  scaled: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId/scaled",
    summary: "A recipe scaled to make another quantity after cooking loss",
    params: recipe,
    query: scaleQuerySchema,
    responses: { 200: scaledRecipeSchema, 400: apiErrorSchema },
  }),
  costing: apiRoute({
    ...costs,
    method: "GET",
    path: "/api/w/:workspaceId/costing",
    summary: "How recipe lines are priced, and the target food cost %",
    params: workspace,
    responses: { 200: costingSettingsSchema },
  }),
  updateCosting: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/costing",
    summary: "Choose how recipe lines are priced, or the target food cost %",
    params: workspace,
    body: costingSettingsUpdateSchema,
    responses: { 200: costingSettingsSchema, 400: apiErrorSchema },
  }),
  uploadPhoto: apiRoute({
    ...write,
    tag: "Cookbook and training",
    method: "POST",
    path: "/api/w/:workspaceId/recipe-photos",
    summary: "Upload a photo for a recipe's step (JPEG, PNG or WebP, at most 5 MB)",
    description:
      "Send the image itself as the body. It is checked and kept exactly as delivery photos are; then name its id as a step's photoId when saving the recipe.",
    params: workspace,
    upload: true,
    responses: {
      201: z.object({ id: z.uuid() }),
      413: apiErrorSchema,
      415: apiErrorSchema,
      422: apiErrorSchema,
    },
  }),
  photo: apiRoute({
    ...read,
    tag: "Cookbook and training",
    method: "GET",
    path: "/api/w/:workspaceId/recipes/:recipeId/photos/:photoId",
    summary: "A photo of one of a recipe's steps",
    params: recipe.extend({ photoId: z.string() }),
    file: true,
    responses: {},
  }),
};
