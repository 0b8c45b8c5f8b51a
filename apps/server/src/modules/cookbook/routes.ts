import {
  acknowledgeReadingSchema,
  apiErrorSchema,
  cookbookQuerySchema,
  cookbookRecipeSchema,
  cookbookSchema,
  myReadingSchema,
  readingRequirementInputSchema,
  readingRequirementSchema,
  recipeCardQuerySchema,
  trainingMatrixSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { recipeCardSource, renderRecipeCard } from "./card-document";
import { trainingMatrix } from "./matrix";
import { findCookbookRecipe, listCookbook } from "./reads";
import {
  acknowledgeReading,
  readingRequirementOf,
  requireReading,
  stopRequiringReading,
} from "./training";
import { memberCan } from "../../core/member";

const recipeParams = workspaceParams.extend({ recipeId: z.string() });

/**
 * The cookbook (recipes as the kitchen reads them, never with a cost for who may not see costs),
 * required reading and who has read what, and the printable recipe card (decision 0026).
 */
export const cookbookRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/cookbook",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "The cookbook: recipes to cook from, and what you must still read",
        params: workspaceParams,
        querystring: cookbookQuerySchema,
        response: { 200: cookbookSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listCookbook(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/cookbook/:recipeId",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "One recipe as the kitchen reads it, with your reading of it",
        description: "Costs are in the answer only for members whose role may see costs.",
        params: recipeParams,
        response: { 200: cookbookRecipeSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findCookbookRecipe(tx, member, request.params.recipeId, memberCan(member, "costs.view")),
      ),
  );

  app.post(
    "/w/:workspaceId/cookbook/:recipeId/read",
    {
      config: { access: "recipes.view", scope: "none" },
      schema: {
        summary: "Say you have read the current version of a recipe",
        description:
          "Send the version you read; if the recipe changed meanwhile the answer is 409 and you read the new version first.",
        params: recipeParams,
        body: acknowledgeReadingSchema,
        response: { 200: myReadingSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        acknowledgeReading(tx, member, request.params.recipeId, request.body.version),
      ),
  );

  app.get(
    "/w/:workspaceId/training",
    {
      config: { access: "training.manage", scope: "recipes:read" },
      schema: {
        summary: "Who has read which required recipe, and which version",
        params: workspaceParams,
        response: { 200: trainingMatrixSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => trainingMatrix(tx, member.workspaceId)),
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId/training",
    {
      config: { access: "training.manage", scope: "recipes:read" },
      schema: {
        summary: "Who must read a recipe (null: it is not required reading)",
        params: recipeParams,
        response: { 200: readingRequirementSchema.nullable() },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        readingRequirementOf(tx, member.workspaceId, request.params.recipeId),
      ),
  );

  app.put(
    "/w/:workspaceId/recipes/:recipeId/training",
    {
      config: { access: "training.manage", scope: "recipes:write" },
      schema: {
        summary: "Make a recipe required reading for some roles and/or some locations",
        description:
          "An empty list of roles is every role; an empty list of locations is every location.",
        params: recipeParams,
        body: readingRequirementInputSchema,
        response: { 200: readingRequirementSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        requireReading(tx, member, request.params.recipeId, request.body),
      ),
  );

  app.delete(
    "/w/:workspaceId/recipes/:recipeId/training",
    {
      config: { access: "training.manage", scope: "recipes:write" },
      schema: {
        summary: "Stop requiring a recipe to be read (what was read stays recorded)",
        params: recipeParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        stopRequiringReading(tx, member, request.params.recipeId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/recipes/:recipeId/card.pdf",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "The recipe as a printable card (PDF), with or without costs",
        description:
          "costs=with prints each line's cost and the batch and portion cost; members whose role may not see costs always get the card without them.",
        params: recipeParams,
        querystring: recipeCardQuerySchema,
      },
    },
    async (request, reply) => {
      const source = await withMember(db, request, (tx, member) =>
        recipeCardSource(
          tx,
          member,
          request.params.recipeId,
          request.query.costs === "with" && memberCan(member, "costs.view"),
        ),
      );
      const pdf = await renderRecipeCard(source);
      const fileName = source.recipe.name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "recipe";
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `inline; filename="recipe-card.pdf"; filename*=UTF-8''${encodeURIComponent(`${fileName}.pdf`)}`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
