import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  priceHistorySchema,
  purchasingSettingsSchema,
  purchasingSettingsUpdateSchema,
  supplierInputSchema,
  supplierItemInputSchema,
  supplierItemSchema,
  supplierItemUpdateSchema,
  supplierSchema,
  supplierUpdateSchema,
} from "./suppliers";

// The suppliers routes (decision 0048): suppliers, what each sells at what price, the price
// history behind it, and the workspace's purchasing settings.

const workspace = z.object({ workspaceId: z.string() });
const supplier = workspace.extend({ supplierId: z.string() });
const supplierItem = workspace.extend({ supplierItemId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Suppliers";
const read = { access: "suppliers.view", scope: "purchasing:read", tag } as const;
const write = { access: "suppliers.manage", scope: "purchasing:write", tag } as const;

export const SUPPLIERS_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/suppliers",
    summary: "Suppliers, active ones first",
    params: workspace,
    query: z.object({ archived: z.enum(["include", "exclude"]).default("exclude") }),
    responses: { 200: z.array(supplierSchema) },
  }),
  create: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/suppliers",
    summary: "Add a supplier",
    params: workspace,
    body: supplierInputSchema,
    responses: { 201: supplierSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/suppliers/:supplierId",
    summary: "One supplier",
    params: supplier,
    responses: { 200: supplierSchema },
  }),
  update: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/suppliers/:supplierId",
    summary: "Change a supplier's details, or archive it",
    params: supplier,
    body: supplierUpdateSchema,
    responses: { 200: supplierSchema, ...errors },
  }),
  items: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/suppliers/:supplierId/items",
    summary: "What a supplier sells, and at what price",
    params: supplier,
    responses: { 200: z.array(supplierItemSchema) },
  }),
  addItem: apiRoute({
    ...write,
    method: "POST",
    path: "/api/w/:workspaceId/suppliers/:supplierId/items",
    summary: "Start buying an item from this supplier",
    params: supplier,
    body: supplierItemInputSchema,
    responses: { 201: z.object({ id: z.uuid() }), ...errors },
  }),
  ofItem: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/items/:itemId/suppliers",
    summary: "Who sells an item, in which packs and at what price",
    params: workspace.extend({ itemId: z.string() }),
    responses: { 200: z.array(supplierItemSchema) },
  }),
  updateItem: apiRoute({
    ...write,
    method: "PATCH",
    path: "/api/w/:workspaceId/supplier-items/:supplierItemId",
    summary: "Change a supplier item's price, pack, SKU, or make it the preferred one",
    params: supplierItem,
    body: supplierItemUpdateSchema,
    responses: { 204: z.null(), ...errors },
  }),
  removeItem: apiRoute({
    ...write,
    method: "DELETE",
    path: "/api/w/:workspaceId/supplier-items/:supplierItemId",
    summary: "Stop buying an item from this supplier",
    params: supplierItem,
    responses: { 204: z.null() },
  }),
  prices: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/supplier-items/:supplierItemId/prices",
    summary: "Every price a supplier item has had, newest first",
    params: supplierItem,
    responses: { 200: priceHistorySchema },
  }),
  settings: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/settings/purchasing",
    summary: "The workspace's price-rise alert and approval limit",
    params: workspace,
    responses: { 200: purchasingSettingsSchema },
  }),
  updateSettings: apiRoute({
    access: "workspace.manage",
    scope: "none",
    tag,
    method: "PATCH",
    path: "/api/w/:workspaceId/settings/purchasing",
    summary: "Set the price-rise alert and the approval limit for orders",
    params: workspace,
    body: purchasingSettingsUpdateSchema,
    responses: { 204: z.null(), ...errors },
  }),
};
