import {
  apiErrorSchema,
  menuItemInputSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuOverviewSchema,
  menuSectionInputSchema,
  menuSectionSchema,
  menuSectionUpdateSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { uncheckedResponse } from "../../http/unchecked-response";
import { findMenuItem, listSections, menuOverview } from "./reads";
import {
  createMenuItem,
  createSection,
  deleteSection,
  updateMenuItem,
  updateSection,
} from "./service";
import { memberCan } from "../../core/member";

const menuItemParams = workspaceParams.extend({ menuItemId: z.string() });
const sectionParams = workspaceParams.extend({ menuSectionId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The menu: what is sold, at what price, what each plate costs and earns. */
export const menuRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/menu",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "The menu, with each item's cost, margin and food cost % now",
        params: workspaceParams,
        querystring: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
        response: { 200: menuOverviewSchema },
      },
      ...uncheckedResponse,
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        menuOverview(
          tx,
          member.workspaceId,
          request.query.archived,
          memberCan(member, "costs.view"),
        ),
      ),
  );

  app.post(
    "/w/:workspaceId/menu/items",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Add a menu item",
        params: workspaceParams,
        body: menuItemInputSchema,
        response: { 201: menuItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await withMember(db, request, async (tx, member) =>
        findMenuItem(
          tx,
          member.workspaceId,
          await createMenuItem(tx, member, request.body),
          memberCan(member, "costs.view"),
        ),
      );
      return reply.status(201).send(item);
    },
  );

  app.get(
    "/w/:workspaceId/menu/items/:menuItemId",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "One menu item",
        params: menuItemParams,
        response: { 200: menuItemSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findMenuItem(
          tx,
          member.workspaceId,
          request.params.menuItemId,
          memberCan(member, "costs.view"),
        ),
      ),
  );

  app.patch(
    "/w/:workspaceId/menu/items/:menuItemId",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Change a menu item, or take it off the menu (archive)",
        params: menuItemParams,
        body: menuItemUpdateSchema,
        response: { 200: menuItemSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateMenuItem(tx, member, request.params.menuItemId, request.body);
        return findMenuItem(
          tx,
          member.workspaceId,
          request.params.menuItemId,
          memberCan(member, "costs.view"),
        );
      }),
  );

  app.get(
    "/w/:workspaceId/menu/sections",
    {
      config: { access: "recipes.view", scope: "recipes:read" },
      schema: {
        summary: "Menu sections and their target food cost %",
        params: workspaceParams,
        response: { 200: z.array(menuSectionSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listSections(tx, member.workspaceId)),
  );

  app.post(
    "/w/:workspaceId/menu/sections",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Add a menu section",
        params: workspaceParams,
        body: menuSectionInputSchema,
        response: { 201: menuSectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const section = await withMember(db, request, async (tx, member) => {
        const id = await createSection(tx, member, request.body);
        return (await listSections(tx, member.workspaceId)).find((s) => s.id === id)!;
      });
      return reply.status(201).send(section);
    },
  );

  app.patch(
    "/w/:workspaceId/menu/sections/:menuSectionId",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Rename a menu section, move it, or set its target food cost %",
        params: sectionParams,
        body: menuSectionUpdateSchema,
        response: { 200: menuSectionSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateSection(tx, member, request.params.menuSectionId, request.body);
        return (await listSections(tx, member.workspaceId)).find(
          (s) => s.id === request.params.menuSectionId,
        )!;
      }),
  );

  app.delete(
    "/w/:workspaceId/menu/sections/:menuSectionId",
    {
      config: { access: "recipes.edit", scope: "recipes:write" },
      schema: {
        summary: "Remove a menu section; its items stay on the menu",
        params: sectionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        deleteSection(tx, member, request.params.menuSectionId),
      );
      return reply.status(204).send(null);
    },
  );
};
