import {
  apiErrorSchema,
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
} from "@larder/contracts";
import { parseQuantity, toDecimal } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { uncheckedResponse } from "../../http/unchecked-response";
import { costHistory } from "./history";
import { findRecipe, listRecipes, scaledRecipe } from "./reads";
import { costingSettings, createRecipe, updateCostingSettings, updateRecipe } from "./service";
import { memberCan } from "../../core/member";

const recipeParams = workspaceParams.extend({ recipeId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The recipe book: recipes with live costs, their history, scaling, and how costs are read. */
export const recipeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/recipes",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "Recipes, with what each batch and portion costs now",
        params: workspaceParams,
        querystring: recipeListQuerySchema,
        response: { 200: z.array(recipeSummarySchema) },
      },
      ...uncheckedResponse,
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listRecipes(tx, member.workspaceId, request.query, memberCan(member, "costs.view")),
      ),
  );

  app.post(
    "/w/:workspaceId/recipes",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Add a recipe",
        description:
          "Lines are items or other recipes, in any unit they can be measured in. A line in a unit Larder cannot convert, or a recipe that would use itself, is refused with a message naming them.",
        params: workspaceParams,
        body: recipeInputSchema,
        response: { 201: recipeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const recipe = await withMember(db, request, async (tx, member) =>
        findRecipe(
          tx,
          member.workspaceId,
          await createRecipe(tx, member, request.body),
          memberCan(member, "costs.view"),
        ),
      );
      return reply.status(201).send(recipe);
    },
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "One recipe, each line costed at the workspace's costing basis",
        params: recipeParams,
        response: { 200: recipeSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findRecipe(
          tx,
          member.workspaceId,
          request.params.recipeId,
          memberCan(member, "costs.view"),
        ),
      ),
  );

  app.patch(
    "/w/:workspaceId/recipes/:recipeId",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Change a recipe (saving a new version), or archive it",
        params: recipeParams,
        body: recipeUpdateSchema,
        response: { 200: recipeSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateRecipe(tx, member, request.params.recipeId, request.body);
        return findRecipe(
          tx,
          member.workspaceId,
          request.params.recipeId,
          memberCan(member, "costs.view"),
        );
      }),
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId/cost-history",
    {
      config: { access: "costs.view", scope: "costs:read" },
      schema: {
        summary: "When and why a recipe's cost moved, newest first",
        params: recipeParams,
        response: { 200: costHistorySchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        costHistory(tx, member.workspaceId, request.params.recipeId),
      ),
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId/scaled",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "A recipe scaled to make another quantity after cooking loss",
        params: recipeParams,
        querystring: scaleQuerySchema,
        response: { 200: scaledRecipeSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        scaledRecipe(
          tx,
          member.workspaceId,
          request.params.recipeId,
          { quantity: toDecimal(parseQuantity(request.query.quantity)!), unit: request.query.unit },
          memberCan(member, "costs.view"),
        ),
      ),
  );

  app.get(
    "/w/:workspaceId/costing",
    {
      config: { access: "costs.view", scope: "costs:read" },
      schema: {
        summary: "How recipe lines are priced, and the target food cost %",
        params: workspaceParams,
        response: { 200: costingSettingsSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => costingSettings(tx, member.workspaceId)),
  );

  app.patch(
    "/w/:workspaceId/costing",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Choose how recipe lines are priced, or the target food cost %",
        params: workspaceParams,
        body: costingSettingsUpdateSchema,
        response: { 200: costingSettingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateCostingSettings(tx, member, request.body);
        return costingSettings(tx, member.workspaceId);
      }),
  );
};
