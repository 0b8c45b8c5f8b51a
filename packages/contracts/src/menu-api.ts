import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  menuItemInputSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuOverviewSchema,
  menuSectionInputSchema,
  menuSectionSchema,
  menuSectionUpdateSchema,
} from "./menu";

// The menu (decision 0048): what is sold, at what price, in which section, and what each plate
// costs and earns.

const workspace = z.object({ workspaceId: z.string() });
const menuItem = workspace.extend({ menuItemId: z.string() });
const section = workspace.extend({ menuSectionId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Recipes and menu";
const read = { access: "recipes.view", scope: "recipes:read", tag } as const;
const write = { access: "recipes.edit", scope: "recipes:write", tag } as const;

export const MENU_API = {
  overview: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/menu",
    summary: "The menu, with each item's cost, margin and food cost % now",
    params: workspace,
    query: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
    responses: { 200: menuOverviewSchema },
  }),
  createItem: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/menu/items",
    summary: "Add a menu item",
    params: workspace,
    body: menuItemInputSchema,
    responses: { 201: menuItemSchema, ...errors },
  }),
  item: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/menu/items/:menuItemId",
    summary: "One menu item",
    params: menuItem,
    responses: { 200: menuItemSchema },
  }),
  updateItem: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/menu/items/:menuItemId",
    summary: "Change a menu item, or take it off the menu (archive)",
    params: menuItem,
    body: menuItemUpdateSchema,
    responses: { 200: menuItemSchema, ...errors },
  }),
  sections: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/menu/sections",
    summary: "Menu sections and their target food cost %",
    params: workspace,
    responses: { 200: z.array(menuSectionSchema) },
  }),
  createSection: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/menu/sections",
    summary: "Add a menu section",
    params: workspace,
    body: menuSectionInputSchema,
    responses: { 201: menuSectionSchema, ...errors },
  }),
  updateSection: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/menu/sections/:menuSectionId",
    summary: "Rename a menu section, move it, or set its target food cost %",
    params: section,
    body: menuSectionUpdateSchema,
    responses: { 200: menuSectionSchema, ...errors },
  }),
  deleteSection: apiRoute({
    ...write,
    method: "DELETE",
    path: "/api/w/:workspaceId/menu/sections/:menuSectionId",
    summary: "Remove a menu section; its items stay on the menu",
    params: section,
    responses: { 204: z.null() },
  }),
};
