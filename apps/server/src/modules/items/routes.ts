import { ITEMS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { locationScope } from "../locations";
import { addCategory, deleteCategory, listCategories, updateCategory } from "./categories";
import { findItem, listItems } from "./list";
import { createItem, updateItem, type OpeningStockRecorder } from "./service";
import { memberCan } from "../../core/member";

/** Items (ingredients and supplies): their units, barcodes, places and par levels (ITEMS_API). */
export const itemRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The stock module's, for an item created with stock already on the shelf. */
  recordOpeningStock: OpeningStockRecorder;
}> = async (app, { db, recordOpeningStock }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listItems(tx, member.workspaceId, request.query)),
  );
  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) => {
      const id = await createItem(tx, member, request.body, recordOpeningStock);
      const locations = await locationScope(tx, member);
      const item = await findItem(
        tx,
        member.workspaceId,
        id,
        locations,
        memberCan(member, "costs.view"),
      );
      return item!;
    }),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, async (tx, member) => {
      const locations = await locationScope(tx, member);
      const item = await findItem(
        tx,
        member.workspaceId,
        request.params.itemId,
        locations,
        memberCan(member, "costs.view"),
      );
      return item!;
    }),
  );
  serve(app, API.update, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateItem(tx, member, request.params.itemId, request.body);
      const locations = await locationScope(tx, member);
      const item = await findItem(
        tx,
        member.workspaceId,
        request.params.itemId,
        locations,
        memberCan(member, "costs.view"),
      );
      return item!;
    }),
  );
};

/** The editable list of item categories (Protein, Herbs, Pantry…), in ITEMS_API. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.categories, (request) => withMember(db, request, listCategories));
  serve(app, API.addCategory, async (request) => ({
    id: await withMember(db, request, (tx, member) => addCategory(tx, member, request.body.name)),
  }));
  serve(app, API.updateCategory, (request) =>
    withMember(db, request, (tx, member) =>
      updateCategory(tx, member, request.params.categoryId, request.body),
    ),
  );
  serve(app, API.deleteCategory, (request) =>
    withMember(db, request, (tx, member) => deleteCategory(tx, member, request.params.categoryId)),
  );
};
