import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  categoryInputSchema,
  categorySchema,
  categoryUpdateSchema,
  itemInputSchema,
  itemListQuerySchema,
  itemListSchema,
  itemSchema,
  itemUpdateSchema,
} from "./items";

// Items (ingredients and supplies) with their units, barcodes, places and par levels, and the
// editable list of their categories (decision 0048).

const workspace = z.object({ workspaceId: z.string() });
const item = workspace.extend({ itemId: z.string() });
const category = workspace.extend({ categoryId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Items";
const read = { access: "stock.view", scope: "stock:read", tag } as const;
const write = { access: "items.edit", scope: "stock:write", tag } as const;

export const ITEMS_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/items",
    summary: "Items by name; search, filter by category, or look one up by barcode",
    params: workspace,
    query: itemListQuerySchema,
    responses: { 200: itemListSchema },
  }),
  create: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/items",
    summary: "Create an item, optionally with the stock already on the shelf",
    params: workspace,
    body: itemInputSchema,
    responses: { 201: itemSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/items/:itemId",
    summary: "One item, with its stock at each of your locations",
    params: item,
    responses: { 200: itemSchema },
  }),
  update: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/items/:itemId",
    summary: "Change an item, its units, places and par levels, or archive it",
    params: item,
    body: itemUpdateSchema,
    responses: { 200: itemSchema, ...errors },
  }),
  categories: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/categories",
    summary: "Item categories, in their order, with how many items each holds",
    params: workspace,
    responses: { 200: z.array(categorySchema) },
  }),
  addCategory: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/categories",
    summary: "Add a category",
    params: workspace,
    body: categoryInputSchema,
    responses: { 201: z.object({ id: z.uuid() }), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  updateCategory: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/categories/:categoryId",
    summary: "Rename or move a category",
    params: category,
    body: categoryUpdateSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 409: apiErrorSchema },
  }),
  deleteCategory: apiRoute({
    ...write,
    method: "DELETE",
    path: "/api/w/:workspaceId/categories/:categoryId",
    summary: "Delete an empty category",
    params: category,
    responses: { 204: z.null(), 409: apiErrorSchema },
  }),
};
