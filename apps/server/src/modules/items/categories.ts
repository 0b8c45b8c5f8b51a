import {
  apiErrorSchema,
  categoryInputSchema,
  categorySchema,
  categoryUpdateSchema,
} from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { publish } from "../../realtime/hub";
import { isUniqueViolation } from "../locations/service";

/** The categories a new workspace starts with, from the kitchen's usual shelves. */
export const DEFAULT_CATEGORIES = [
  "Protein",
  "Vegetables",
  "Herbs",
  "Dairy",
  "Pantry",
  "Bakery",
  "Beverages",
  "Supplies",
];

/** Adds the default categories to a new workspace. */
export async function insertDefaultCategories(tx: Executor, workspaceId: string): Promise<void> {
  await tx.query(
    `insert into item_categories (workspace_id, name, position)
     select $1, name, position - 1 from unnest($2::text[]) with ordinality as c(name, position)`,
    [workspaceId, DEFAULT_CATEGORIES],
  );
}

const categoryParams = workspaceParams.extend({ categoryId: z.string() });
const duplicate = (name: string) =>
  new ConflictError("duplicate_name", `There is already a category called ${name}.`);

/** The editable list of item categories (Protein, Herbs, Pantry…). */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/categories",
    {
      config: { access: "stock.view" },
      schema: {
        summary: "Item categories, in their order, with how many items each holds",
        params: workspaceParams,
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{
          id: string;
          name: string;
          position: number;
          item_count: number;
        }>(
          `select c.id, c.name, c.position,
                  (select count(*)::int from items i where i.workspace_id = c.workspace_id
                      and i.category_id = c.id and i.archived_at is null) as item_count
             from item_categories c where c.workspace_id = $1
            order by c.position, lower(c.name)`,
          [member.workspaceId],
        );
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          position: row.position,
          itemCount: row.item_count,
        }));
      }),
  );

  app.post(
    "/w/:workspaceId/categories",
    {
      config: { access: "items.edit" },
      schema: {
        summary: "Add a category",
        params: workspaceParams,
        body: categoryInputSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, async (tx, member) => {
        const { rows } = await tx
          .query<{ id: string }>(
            `insert into item_categories (workspace_id, name, position)
             values ($1, $2, (select coalesce(max(position) + 1, 0) from item_categories
                               where workspace_id = $1))
             returning id`,
            [member.workspaceId, request.body.name],
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw duplicate(request.body.name);
            throw error;
          });
        await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
        return rows[0]!.id;
      });
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    "/w/:workspaceId/categories/:categoryId",
    {
      config: { access: "items.edit" },
      schema: {
        summary: "Rename or move a category",
        params: categoryParams,
        body: categoryUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, position } = request.body;
      await withMember(db, request, async (tx, member) => {
        await tx
          .query(
            `update item_categories set name = coalesce($3, name), position = coalesce($4, position)
              where workspace_id = $1 and id = $2`,
            [member.workspaceId, request.params.categoryId, name ?? null, position ?? null],
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw duplicate(name ?? "that");
            throw error;
          });
        await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/categories/:categoryId",
    {
      config: { access: "items.edit" },
      schema: {
        summary: "Delete an empty category",
        params: categoryParams,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{ name: string; items: number }>(
          `select c.name, (select count(*)::int from items i where i.workspace_id = c.workspace_id
                             and i.category_id = c.id and i.archived_at is null) as items
             from item_categories c where c.workspace_id = $1 and c.id = $2`,
          [member.workspaceId, request.params.categoryId],
        );
        const category = rows[0]!;
        if (category.items > 0)
          throw new ConflictError(
            "category_in_use",
            `${category.name} still holds ${category.items} item${category.items === 1 ? "" : "s"}. Move them to another category first.`,
          );
        await tx.query("delete from item_categories where workspace_id = $1 and id = $2", [
          member.workspaceId,
          request.params.categoryId,
        ]);
        await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
      });
      return reply.status(204).send(null);
    },
  );
};
