import { COOKBOOK_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
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

/**
 * The cookbook (recipes as the kitchen reads them, never with a cost for who may not see costs),
 * required reading and who has read what, and the printable recipe card (decision 0026;
 * COOKBOOK_API).
 */
export const cookbookRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listCookbook(tx, member, request.query)),
  );
  serve(app, API.recipe, (request) =>
    withMember(db, request, (tx, member) =>
      findCookbookRecipe(tx, member, request.params.recipeId, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.acknowledge, (request) =>
    withMember(db, request, (tx, member) =>
      acknowledgeReading(tx, member, request.params.recipeId, request.body.version),
    ),
  );
  serve(app, API.matrix, (request) =>
    withMember(db, request, (tx, member) => trainingMatrix(tx, member.workspaceId)),
  );
  serve(app, API.requirement, (request) =>
    withMember(db, request, (tx, member) =>
      readingRequirementOf(tx, member.workspaceId, request.params.recipeId),
    ),
  );
  serve(app, API.require, (request) =>
    withMember(db, request, (tx, member) =>
      requireReading(tx, member, request.params.recipeId, request.body),
    ),
  );
  serve(app, API.stopRequiring, (request) =>
    withMember(db, request, (tx, member) =>
      stopRequiringReading(tx, member, request.params.recipeId),
    ),
  );
  serve(app, API.card, async (request, reply) => {
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
  });
};
