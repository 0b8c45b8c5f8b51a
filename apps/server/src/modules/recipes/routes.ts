import { RECIPES_API as API } from "@larder/contracts";
import { parseQuantity, toDecimal } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { uncheckedResponse } from "../../http/unchecked-response";
import { costHistory } from "./history";
import { findRecipe, listRecipes, scaledRecipe } from "./reads";
import { costingSettings, createRecipe, updateCostingSettings, updateRecipe } from "./service";
import { memberCan } from "../../core/member";

/**
 * The recipe book: recipes with live costs, their history, scaling, and how costs are read
 * (RECIPES_API).
 */
export const recipeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The book is written with JSON.stringify, not parsed by its schema on the way out
  // (uncheckedResponse, decision 0024).
  serve(
    app,
    API.list,
    (request) =>
      withMember(db, request, (tx, member) =>
        listRecipes(tx, member.workspaceId, request.query, memberCan(member, "costs.view")),
      ),
    uncheckedResponse,
  );
  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) =>
      findRecipe(
        tx,
        member.workspaceId,
        await createRecipe(tx, member, request.body),
        memberCan(member, "costs.view"),
      ),
    ),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) =>
      findRecipe(tx, member.workspaceId, request.params.recipeId, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.update, (request) =>
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
  serve(app, API.costHistory, (request) =>
    withMember(db, request, (tx, member) =>
      costHistory(tx, member.workspaceId, request.params.recipeId),
    ),
  );
  serve(app, API.scaled, (request) =>
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
  serve(app, API.costing, (request) =>
    withMember(db, request, (tx, member) => costingSettings(tx, member.workspaceId)),
  );
  serve(app, API.updateCosting, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateCostingSettings(tx, member, request.body);
      return costingSettings(tx, member.workspaceId);
    }),
  );
};
